'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { useTRPC } from '@/trpc/react';
import { adminSearchInput } from './admin-inputs';
import { AdminPage } from './admin-page';
import { dialogProblems } from './dialog-problems';
import { PeopleTable } from './people-table';
import { searchHref, searchPageOf, type SearchPage } from './search-url';

/**
 * `/admin`: find a person by username, email (prefix) or sub, a page of 20 at a time. The search
 * and page are the URL's (`search-url.ts`): each search or page turn is a history entry.
 */
export function SearchView() {
  const trpc = useTRPC();
  const router = useRouter();
  const page = searchPageOf(useSearchParams());
  const setPage = (next: SearchPage) => router.push(searchHref(next));
  const cursor = page.cursors.at(-1);
  const results = useQuery({
    ...trpc.admin.search.queryOptions({ query: page.query, ...(cursor ? { cursor } : {}) }),
    enabled: page.query !== '',
  });
  const form = useForm({
    initialValues: { query: page.query },
    validate: (values) => dialogProblems(adminSearchInput, values, ['query'] as const),
    failureMessage: 'We could not search. Please try again.',
    run: async (values) => setPage({ query: values.query.trim(), cursors: [] }),
  });
  const { setValues } = form.controls;
  // Back and forward change the URL under a mounted page: the field follows what is shown.
  useEffect(() => setValues({ query: page.query }), [setValues, page.query]);
  const data = results.data;
  return (
    <AdminPage
      title="Support"
      backToSearch={false}
      intro="Find a person to see their account and help them. Every action is kept in the audit log."
    >
      <Form form={form} label="Search people" spacing={2}>
        <TextField
          {...form.field('query')}
          label="Find a person"
          hint="A username, the start of an email address, or a sub"
          autoComplete="off"
          required
        />
        <SubmitButton inline busy={results.isFetching} busyLabel="Searching…">
          Search
        </SubmitButton>
      </Form>
      <Button
        component={NextLink}
        href="/admin/audit"
        sx={{ alignSelf: 'flex-start', textTransform: 'none' }}
      >
        Audit log
      </Button>
      {results.isError ? (
        <Alert severity="error">We could not search. Please try again.</Alert>
      ) : null}
      <div role="status">
        {data
          ? `${data.people.length === 0 ? 'No one' : `${data.people.length} ${data.people.length === 1 ? 'person' : 'people'}`} found${page.cursors.length > 0 ? ` on page ${page.cursors.length + 1}` : ''}.`
          : null}
      </div>
      {data && data.people.length > 0 ? (
        <PeopleTable people={data.people} label={`People matching ${page.query}`} />
      ) : null}
      {data && (data.nextCursor || page.cursors.length > 0) ? (
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap' }}
          component="nav"
          aria-label="Result pages"
        >
          <Button
            disabled={page.cursors.length === 0}
            onClick={() => setPage({ ...page, cursors: page.cursors.slice(0, -1) })}
          >
            Previous page
          </Button>
          <Button
            disabled={!data.nextCursor}
            onClick={() =>
              data.nextCursor && setPage({ ...page, cursors: [...page.cursors, data.nextCursor] })
            }
          >
            Next page
          </Button>
        </Stack>
      ) : null}
    </AdminPage>
  );
}
