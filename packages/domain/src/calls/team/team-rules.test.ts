import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  indiaDay,
  indiaDayBounds,
  isCalendarDay,
  secondsWithin,
  ZMembersActivityQuery,
} from './activity';
import { assignmentRefusal, ZAssignCetRequest } from './assignment';
import { TEAM_MESSAGES as M } from './messages';
import { podLeaderRefusal } from './pods';
import { qaReviewRefusal, ZQaReviewRequest } from './qa-reviews';

const at = (iso: string) => new Date(iso);

describe('India days', () => {
  it.each([
    ['2026-03-01T18:29:59Z', '2026-03-01'],
    ['2026-03-01T18:30:00Z', '2026-03-02'],
    ['2026-03-01T00:00:00Z', '2026-03-01'],
  ])('%s falls on %s', (instant, day) => {
    expect(indiaDay(at(instant))).toBe(day);
  });

  it('bounds a day at India midnight', () => {
    expect(indiaDayBounds('2026-03-02')).toEqual({
      start: at('2026-03-01T18:30:00Z'),
      end: at('2026-03-02T18:30:00Z'),
    });
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['today', false],
  ])('%s is a calendar day: %s', (text, expected) => {
    expect(isCalendarDay(text)).toBe(expected);
  });
});

describe('secondsWithin', () => {
  const day = indiaDayBounds('2026-03-02');
  const now = at('2026-03-02T06:30:00Z'); // noon in India

  it.each([
    [
      'a period inside the day',
      [{ start: '2026-03-02T03:30:00Z', end: '2026-03-02T04:30:00Z' }],
      3600,
    ],
    [
      'a period from the night before',
      [{ start: '2026-03-01T18:00:00Z', end: '2026-03-01T18:40:00Z' }],
      600,
    ],
    ['an open period runs until now', [{ start: '2026-03-02T06:00:00Z', end: null }], 1800],
    [
      'a period of another day',
      [{ start: '2026-02-27T03:30:00Z', end: '2026-02-27T04:30:00Z' }],
      0,
    ],
    [
      'several periods add up',
      [
        { start: '2026-03-02T03:30:00Z', end: '2026-03-02T03:31:00Z' },
        { start: '2026-03-02T04:00:00Z', end: '2026-03-02T04:00:30Z' },
      ],
      90,
    ],
  ] as const)('%s', (_label, periods, seconds) => {
    const timed = periods.map((p) => ({ start: at(p.start), end: p.end ? at(p.end) : null }));
    expect(secondsWithin(timed, day, now)).toBe(seconds);
  });

  it('counts nothing after now, even for a past end', () => {
    const open = [{ start: at('2026-03-02T06:00:00Z'), end: null }];
    expect(secondsWithin(open, indiaDayBounds('2026-03-01'), now)).toBe(0);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [45, '45s'],
    [720, '12m'],
    [7500, '2h 05m'],
  ])('%i seconds is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('ZMembersActivityQuery', () => {
  it('defaults to everyone with the toggle, today, first page', () => {
    expect(ZMembersActivityQuery.parse({})).toEqual({ team: 'all', limit: 100, offset: 0 });
  });

  it.each([
    [{ team: 'ops' }, M.invalidTeam],
    [{ date: '2026-02-30' }, M.invalidDate],
  ])('refuses %j', (query, message) => {
    const parsed = ZMembersActivityQuery.safeParse(query);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});

describe('assignmentRefusal', () => {
  const agent = (role: string, is_active = true) => ({ name: 'Priya Nair', role, is_active });

  it.each([
    ['an OC agent takes a New Order', agent('CET,OC'), 1, null],
    ['an RT agent takes Instructions Due', agent('CET,RT'), 9, null],
    ['a CET agent takes a return', agent('CET'), 24, null],
    [
      'an OC agent does not work Instructions Due',
      agent('CET,OC'),
      9,
      M.agentNotOnList('Priya Nair', 'Instructions Due'),
    ],
    [
      'an RT agent does not work New Order',
      agent('CET,RT'),
      1,
      M.agentNotOnList('Priya Nair', 'New Order'),
    ],
    ['an inactive agent', agent('CET,OC', false), 1, M.agentInactive('Priya Nair')],
    ['a Team Leader', agent('TEAML'), 1, M.agentIsTeamLeader('Priya Nair')],
    ['a Finance member', agent('FINANCE'), 1, M.agentNotOnList('Priya Nair', 'New Order')],
  ] as const)('%s', (_label, who, status, expected) => {
    expect(assignmentRefusal(who, status)).toBe(expected);
  });
});

describe('ZAssignCetRequest', () => {
  const body = { order_random_id: 'neworder', login_id: 2, carts: [{ cart_pid: 7, version: 1 }] };

  it('reads the order id in upper case', () => {
    expect(ZAssignCetRequest.parse(body).order_random_id).toBe('NEWORDER');
  });

  it.each([
    [{ carts: [] }, M.cartsRequired],
    [
      {
        carts: [
          { cart_pid: 7, version: 1 },
          { cart_pid: 7, version: 2 },
        ],
      },
      M.cartNamedTwice,
    ],
    [{ login_id: 0 }, M.invalidAgent],
    [{ login_id: undefined }, M.invalidAgent],
    [{ carts: [{ cart_pid: 7 }] }, 'version must be a whole number of at least 1'],
  ])('refuses %j', (change, message) => {
    const parsed = ZAssignCetRequest.safeParse({ ...body, ...change });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});

describe('podLeaderRefusal', () => {
  const leader = { login_id: 8, name: 'Arjun Menon', is_pod_leader: true, is_active: true };
  it.each([
    ['a pod leader', leader, null],
    ['oneself', { ...leader, login_id: 30 }, M.ownPodLeader],
    [
      'a member who leads no pod',
      { ...leader, is_pod_leader: false },
      M.notPodLeader('Arjun Menon'),
    ],
    ['an inactive leader', { ...leader, is_active: false }, M.inactivePodLeader('Arjun Menon')],
  ] as const)('%s', (_label, candidate, expected) => {
    expect(podLeaderRefusal(30, candidate)).toBe(expected);
  });
});

describe('QA reviews', () => {
  it.each([
    ['an OC agent', { login_id: 2, role: 'CET,OC', name: 'Priya Nair' }, null],
    ['a Sales member', { login_id: 12, role: 'SALES', name: 'Sam' }, null],
    ['oneself', { login_id: 26, role: 'CET,QA', name: 'Q' }, M.reviewOwnWork],
    [
      'a Finance member',
      { login_id: 8, role: 'FINANCE', name: 'Arjun Menon' },
      M.notAnAgent('Arjun Menon'),
    ],
  ] as const)('reviewing %s', (_label, agent, expected) => {
    expect(qaReviewRefusal(26, agent)).toBe(expected);
  });

  it.each([
    [{ score: 0 }, M.scoreRange],
    [{ score: 4.5 }, M.scoreRange],
    [{ comments: '  ' }, M.commentsRequired],
    [{ order_random_id: 'nope' }, 'Invalid order id'],
  ])('refuses %j', (change, message) => {
    const parsed = ZQaReviewRequest.safeParse({
      login_id: 2,
      score: 4,
      comments: 'Polite',
      ...change,
    });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});
