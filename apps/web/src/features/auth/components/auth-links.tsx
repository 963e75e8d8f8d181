import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import NextLink from 'next/link';

/** Secondary routes between the auth pages, each a full 44px target. */
export function AuthLinks({ links }: { links: { href: string; label: string }[] }) {
  return (
    <Stack component="nav" aria-label="Other options" spacing={0} sx={{ mt: 2 }}>
      {links.map((link) => (
        <Link
          key={link.href}
          component={NextLink}
          href={link.href}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            alignSelf: 'flex-start',
          }}
        >
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}
