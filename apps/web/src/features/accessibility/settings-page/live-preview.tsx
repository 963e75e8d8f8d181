import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TextField } from '@/components/form/text-field';

/**
 * Sample content in the active theme and size, so a change can be judged on real components.
 * It is inert: the field is read-only and the actions go nowhere.
 */
export function LivePreview() {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 3 } }}
    >
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
        Preview
      </Typography>
      <Typography sx={{ mb: 2 }}>
        This is how text, fields and buttons look with your settings. Secondary text, like hints
        under a field, looks like this:
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: '28rem' }}>
        <TextField
          name="preview-example"
          label="Example field"
          autoComplete="off"
          defaultValue="jane.doe"
          hint="A hint shown under a field"
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          Error messages look like this.
        </Typography>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Button variant="contained" type="button">
            Primary action
          </Button>
          <Button variant="outlined" type="button">
            Secondary action
          </Button>
        </Stack>
        <Typography>
          Links in text are underlined, <Link href="#preview-link">like this one</Link>.
        </Typography>
      </Stack>
    </Paper>
  );
}
