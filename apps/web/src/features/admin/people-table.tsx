'use client';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import NextLink from 'next/link';
import { describeStatus, formatWhen } from './admin-format';
import type { PersonStatus } from './admin-inputs';

export interface PersonRow {
  username: string;
  sub: string;
  email: string;
  emailVerified: boolean;
  status: PersonStatus;
  createdAt: Date;
}

/** A link in a table row is still a whole target (48 px, the largest any theme asks). */
const TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 48 } as const;
/** Search results; each username links to the person's page. */
export function PeopleTable({ people, label }: { people: PersonRow[]; label: string }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Username</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Created</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.sub}>
              <TableCell>
                <Link
                  component={NextLink}
                  sx={TARGET}
                  href={`/admin/people/${encodeURIComponent(person.username)}`}
                >
                  {person.username}
                </Link>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {person.email} {person.emailVerified ? '(verified)' : '(not verified)'}
              </TableCell>
              <TableCell>{describeStatus(person.status)}</TableCell>
              <TableCell>{formatWhen(person.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
