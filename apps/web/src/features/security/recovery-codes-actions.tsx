'use client';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { recoveryCodesFileName } from './recovery-codes-file';

/** Copy, download and print: three ways to keep the codes somewhere other than this screen. */
export function RecoveryCodesActions({ appName, text }: { appName: string; text: string }) {
  const [status, setStatus] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('The codes are copied. Paste them somewhere safe.');
    } catch {
      setStatus('Copying is not available here. Download or print the codes instead.');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = recoveryCodesFileName(appName);
    link.click();
    // The click has started the download; the address is no longer needed.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
    setStatus('The codes are downloading as a text file.');
  }

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} className="recovery-codes-actions">
        <Button variant="outlined" startIcon={<ContentCopy aria-hidden="true" />} onClick={copy}>
          Copy codes
        </Button>
        <Button variant="outlined" startIcon={<Download aria-hidden="true" />} onClick={download}>
          Download codes
        </Button>
        <Button
          variant="outlined"
          startIcon={<Print aria-hidden="true" />}
          onClick={() => window.print()}
        >
          Print codes
        </Button>
      </Stack>
      {/* Present from the start, so screen readers announce what is put in it. */}
      <Typography role="status" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {status}
      </Typography>
    </>
  );
}
