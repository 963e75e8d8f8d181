'use client';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { describeAdminAction, formatWhen } from './admin-format';
import type { AuditEntry } from './admin-inputs';

/** A link in a table row is still a whole target (48 px, the largest any theme asks). */
const TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 48 } as const;
/** Audit entries, newest first: when, who, whom, what, why and whether it worked. */
export function AuditTable({ entries, label }: { entries: AuditEntry[]; label: string }) {
  if (entries.length === 0) return <Typography>No administrator actions yet.</Typography>;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Administrator</TableCell>
            <TableCell>Person</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>Outcome</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>
                <time dateTime={entry.at.toISOString()}>{formatWhen(entry.at)}</time>
              </TableCell>
              <TableCell>{entry.adminUsername}</TableCell>
              <TableCell>
                <Link
                  component={NextLink}
                  sx={TARGET}
                  href={`/admin/people/${encodeURIComponent(entry.targetUsername)}`}
                >
                  {entry.targetUsername}
                </Link>
              </TableCell>
              <TableCell>
                {describeAdminAction(entry.action)}
                {entry.detail ? ` (${entry.detail})` : null}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.reason}</TableCell>
              <TableCell>{entry.outcome === 'succeeded' ? 'Succeeded' : 'Failed'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
