'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '@/trpc/react';
import { AdminPage } from './admin-page';
import { AuditTable } from './audit-table';

/** `/admin/audit`: every administrator action, newest first, 50 a page. */
export function AuditView() {
  const trpc = useTRPC();
  // The cursors of the pages before this one; the last is this page's own.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const audit = useQuery(trpc.admin.audit.queryOptions(cursor ? { cursor } : {}));
  const data = audit.data;
  return (
    <AdminPage
      title="Audit log"
      intro="Every action of an administrator, newest first: who did what to whom, why, and whether it worked."
    >
      {audit.isPending ? <Typography role="status">Loading the audit log…</Typography> : null}
      {audit.isError ? (
        <Alert severity="error">We could not load the audit log. Please reload the page.</Alert>
      ) : null}
      {data ? (
        <AuditTable
          entries={data.entries}
          label={cursors.length > 0 ? `Audit log, page ${cursors.length + 1}` : 'Audit log'}
        />
      ) : null}
      {data && (data.nextCursor || cursors.length > 0) ? (
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap' }}
          component="nav"
          aria-label="Audit log pages"
        >
          <Button disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
            Newer entries
          </Button>
          <Button
            disabled={!data.nextCursor}
            onClick={() => data.nextCursor && setCursors([...cursors, data.nextCursor])}
          >
            Older entries
          </Button>
        </Stack>
      ) : null}
    </AdminPage>
  );
}
