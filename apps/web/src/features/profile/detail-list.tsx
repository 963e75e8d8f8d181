import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Label/value pairs as a description list, so each value is read with its label. */
export function DetailList({ items }: { items: { label: string; value: string }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' },
        gap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
