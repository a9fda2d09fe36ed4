import { describe, expect, it } from 'vitest';
import { DEMO, principal } from '../test-support/principals';
import { ORDER_LISTS, STATUS_TABS, tabsForRole, type OrderList } from './status-tabs';
import { STATUS_IDS, type StatusId } from './statuses';

const OC_TABS = [1, 18, 19, 14, 2, 3, 5, 6, 4];
const RT_TABS = [9, 10, 11, 12, 16, 17, 13, 15, 7, 8, 20, 22, 21];
const RETURNS_TABS = [24, 25, 26, 98, 99, 27, 28, 29, 30, 31, 32, 33, 34, 23];
const GENERAL = [1, 18, 19, 14, 2, 3, 5, 6, 7, 8, 20, 22, 21, 9, 10, 11, 12, 16, 17, 13, 15, 4];

const ids = (p: { role: string }, list?: OrderList) => tabsForRole(p, list).map((s) => s.id);
const inList = (list: OrderList) => STATUS_IDS.filter((id) => STATUS_TABS[id].list === list);
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

describe('status tabs data', () => {
  it.each([
    ['oc', OC_TABS, ['OC', 'TEAML']],
    ['rt', RT_TABS, ['RT', 'TEAML']],
    // CustomerExperienceTeam (roles containing CET, OC, RT, Q or C) and team leaders.
    ['returns', RETURNS_TABS, ['C', 'RT', 'QA', 'TEAML']],
  ] as const)('the %s list holds %j for %j', (list, tabs, roles) => {
    expect(sorted(inList(list))).toEqual(sorted(tabs));
    for (const id of inList(list)) expect(STATUS_TABS[id].accessibleRoles).toEqual(roles);
  });

  it('puts every status in exactly one list', () => {
    expect(ORDER_LISTS.flatMap(inList).length).toBe(STATUS_IDS.length);
  });

  it.each(ORDER_LISTS)('gives a team position only inside its own list (%s)', (list) => {
    for (const id of inList(list)) {
      const { order } = STATUS_TABS[id];
      expect(order.oc !== null).toBe(list === 'oc');
      expect(order.rt !== null).toBe(list === 'rt');
    }
  });

  it('numbers each order 1 to n without gaps', () => {
    const positions = (pick: (id: StatusId) => number | null) =>
      sorted(STATUS_IDS.map(pick).filter((n): n is number => n !== null));
    const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(positions((id) => STATUS_TABS[id].order.oc)).toEqual(oneTo(OC_TABS.length));
    expect(positions((id) => STATUS_TABS[id].order.rt)).toEqual(oneTo(RT_TABS.length));
    expect(positions((id) => STATUS_TABS[id].order.general)).toEqual(oneTo(STATUS_IDS.length));
  });
});

describe('tabsForRole (sorted by the OC, RT, otherwise general order)', () => {
  it.each([
    ['OC in the OC list', DEMO.oc, 'oc', OC_TABS],
    ['RT in the RT list', DEMO.rt, 'rt', RT_TABS],
    ['a team leader in the OC list (general order)', DEMO.teamLead, 'oc', OC_TABS],
    [
      'a team leader in the RT list (general order)',
      DEMO.teamLead,
      'rt',
      [7, 8, 20, 22, 21, 9, 10, 11, 12, 16, 17, 13, 15],
    ],
    ['OC in the RT list', DEMO.oc, 'rt', []],
    ['RT in the OC list', DEMO.rt, 'oc', []],
    ['OC in the returns list (general order)', DEMO.oc, 'returns', RETURNS_TABS],
    ['CET in the returns list', DEMO.cet, 'returns', RETURNS_TABS],
    ['QA in the returns list', DEMO.qa, 'returns', RETURNS_TABS],
    ['SALES in the returns list', DEMO.sales, 'returns', []],
    ['an OC and RT agent in the RT list (RT order)', principal({ role: 'OC,RT' }), 'rt', RT_TABS],
    ['an OC and RT agent in the OC list (OC order)', principal({ role: 'RT,OC' }), 'oc', OC_TABS],
  ] as const)('%s', (_label, p, list, expected) => {
    expect(ids(p, list)).toEqual(expected);
  });

  it.each([
    ['OC', DEMO.oc, [...OC_TABS, ...RETURNS_TABS]],
    ['RT', DEMO.rt, [...RT_TABS, ...RETURNS_TABS]],
    [
      'a team leader',
      DEMO.teamLead,
      [...OC_TABS, ...GENERAL.filter((id) => RT_TABS.includes(id)), ...RETURNS_TABS],
    ],
    ['an admin', DEMO.admin, []],
  ] as const)('without a list, %s sees the lists in turn', (_label, p, expected) => {
    expect(ids(p)).toEqual(expected);
  });

  it('follows the general order for roles of neither team', () => {
    const general = STATUS_IDS.filter((id) => STATUS_TABS[id].list !== 'returns').sort(
      (a, b) => STATUS_TABS[a].order.general - STATUS_TABS[b].order.general,
    );
    expect(general).toEqual(GENERAL);
  });
});
