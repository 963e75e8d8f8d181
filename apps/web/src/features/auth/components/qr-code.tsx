'use client';
import Box from '@mui/material/Box';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The setup link as a QR code, drawn in the browser: the secret never goes to a third-party
 * image service. Dark on white whatever the theme, because scanners need that contrast.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    QRCode.toString(value, {
      type: 'svg',
      margin: 2,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    })
      .then((markup) => {
        if (!cancelled) setSvg(markup);
      })
      .catch(() => setSvg(null));
    return () => {
      cancelled = true;
    };
  }, [value]);
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        width: 200,
        height: 200,
        bgcolor: '#ffffff',
        borderRadius: 1,
        '& svg': { width: '100%', height: '100%' },
      }}
      // The markup comes from the qrcode library for a value we built, not from user input.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
