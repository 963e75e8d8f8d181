import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The page's one h1 and the sentence under it that says what the step is for. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {children}
        </Typography>
      ) : null}
    </>
  );
}
