import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf, refusalOf } from '../../account/testing/security-test-kit';
import type { WebTestEnvironment } from '../../testing/web-test-environment';
import { SEARCH_PAGE_SIZE, searchField, userFilter } from '../search-people';
import { createAccounts, createAdmin, createPerson, type AdminTestFixture } from './admin-test-kit';

let environment: WebTestEnvironment;

type Client = ReturnType<typeof clientOf>;

/** Every page of a search, following the cursors. */
async function allPages(client: Client, query: string) {
  const pages = [];
  let cursor: string | undefined;
  do {
    const page = await client.admin.search.query({ query, ...(cursor ? { cursor } : {}) });
    pages.push(page.people.map((person) => person.username));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

export function describeAdminSearch(fixture: AdminTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('admin.search', { timeout: 60_000 }, () => {
    it('tells a sub, an email and a username apart, and quotes the filter', () => {
      expect(searchField('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('sub');
      expect(searchField('ada@exa')).toBe('email');
      expect(searchField('ada')).toBe('username');
      expect(userFilter('username', 'a"b\\c')).toBe('username ^= "a\\"b\\\\c"');
      expect(userFilter('sub', 'x')).toBe('sub = "x"');
    });

    it('finds by username prefix, 20 a page, and by email prefix and sub', async () => {
      const admin = await createAdmin(environment);
      const client = clientOf(environment, admin);
      const prefix = `srch${Date.now().toString(36)}`;
      const accounts = Array.from({ length: SEARCH_PAGE_SIZE + 3 }, (_, index) => ({
        username: `${prefix}u${String(index).padStart(2, '0')}`,
        email: `${prefix}m${String(index).padStart(2, '0')}@example.org`,
      }));
      await createAccounts(environment, accounts);

      const pages = await allPages(client, `${prefix}u`);
      expect(pages.map((page) => page.length)).toEqual([SEARCH_PAGE_SIZE, 3]);
      expect(pages.flat().sort()).toEqual(accounts.map((account) => account.username));

      const byEmail = await client.admin.search.query({ query: `${prefix}m07@exam` });
      expect(byEmail.people.map((person) => person.username)).toEqual([`${prefix}u07`]);
      expect(byEmail.people[0]).toMatchObject({
        email: `${prefix}m07@example.org`,
        emailVerified: true,
        // Made by an admin and never signed in: the pool says so.
        status: 'other',
        lastActive: null,
        isAdmin: false,
      });
      // No username starts so: the same words are tried as the start of an email.
      const emailPages = await allPages(client, `${prefix}m1`);
      expect(emailPages.flat().sort()).toEqual(
        accounts.slice(10, 20).map((account) => account.username),
      );

      const person = await createPerson(environment);
      const bySub = await client.admin.search.query({ query: person.sub });
      expect(bySub.people).toEqual([
        expect.objectContaining({
          username: person.username,
          sub: person.sub,
          status: 'confirmed',
          lastActive: expect.any(Date),
        }),
      ]);
      expect(await client.admin.search.query({ query: `${prefix}zzz` })).toEqual({
        people: [],
        nextCursor: null,
      });
    });

    it('keeps the cursor opaque, and refuses one it did not hand out', async () => {
      const admin = await createAdmin(environment);
      const client = clientOf(environment, admin);
      expect(
        await refusalOf(client.admin.search.query({ query: 'ada', cursor: 'not-a-cursor' })),
      ).toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: { cursor: ['That page is no longer available. Please search again.'] },
      });
    });
  });
}
