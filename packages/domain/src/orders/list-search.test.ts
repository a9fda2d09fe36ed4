import { describe, expect, it } from 'vitest';
import { ZListSearchQuery } from './list-search';

const firstMessage = (query: Record<string, string>) =>
  ZListSearchQuery.safeParse(query).error?.issues[0]?.message;

describe('query of the work-list search (list-of-search-orders)', () => {
  it('reads the term like universal search, the page like the list, the flag off by default', () => {
    expect(ZListSearchQuery.parse({ search: '  Asha R ', role: 'oc' })).toMatchObject({
      search: 'asha r',
      role: 'oc',
      limit: 50,
      offset: 0,
      isOnlyCXDetails: false,
    });
    expect(
      ZListSearchQuery.parse({
        search: '9845012345',
        role: 'rt',
        cet_uid: '7',
        isOnlyCXDetails: 'true',
        limit: '10',
        offset: '20',
      }),
    ).toMatchObject({
      search: '9845012345',
      role: 'rt',
      cet_uid: 7,
      isOnlyCXDetails: true,
      limit: 10,
      offset: 20,
    });
    expect(
      ZListSearchQuery.parse({ search: 'k7q2m9xa', role: 'oc', isOnlyCXDetails: 'false' }),
    ).toMatchObject({ isOnlyCXDetails: false });
  });

  it.each([
    [{ role: 'oc' }, 'Enter a search term'],
    [{ search: '   ', role: 'oc' }, 'Enter a search term'],
    [{ search: 'a'.repeat(255), role: 'oc' }, 'At most 254 characters'],
    [{ search: 'asha' }, 'role must be oc or rt'],
    [{ search: 'asha', role: 'oc', limit: '0' }, 'limit must be a whole number from 1 to 100'],
    [{ search: 'asha', role: 'oc', cet_uid: '0x10' }, 'cet_uid must be a positive whole number'],
  ])('refuses %j: %s', (query, message) => {
    expect(firstMessage(query)).toBe(message);
  });

  it.each(['1', '0', 'yes', 'TRUE', 'True', '', 'truer'])(
    'reads only true and false as the flag, not %j',
    (flag) => {
      expect(firstMessage({ search: 'asha', role: 'oc', isOnlyCXDetails: flag })).toBe(
        'isOnlyCXDetails must be true or false',
      );
    },
  );
});
