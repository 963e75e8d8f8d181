import Box from '@mui/material/Box';
import Link from 'next/link';

/**
 * The gradient word mark; the gradient is decoration, the text stays real text. Colours come
 * from the CSS variables so the gradient follows the active theme variant.
 */
export function Logo({ appName }: { appName: string }) {
  return (
    <Box
      component={Link}
      href="/"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: 'text.primary',
        fontWeight: 800,
        fontSize: '1.375rem',
        letterSpacing: '-0.01em',
      }}
    >
      <Box
        aria-hidden="true"
        sx={(theme) => ({
          width: 32,
          height: 32,
          borderRadius: '10px',
          background: `linear-gradient(135deg, ${theme.vars.palette.primary.main}, ${theme.vars.palette.secondary.main})`,
        })}
      />
      <span>{appName}</span>
    </Box>
  );
}
