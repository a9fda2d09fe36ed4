import type { MemberActivityRow } from '@backoffice/domain/calls/team';
import type { CurrentUser } from '@backoffice/domain/identity';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi, type ApiCall, type ApiReply } from '@/lib/testing/mock-api';

type Handler = ApiReply | ((call: ApiCall) => ApiReply);

/** Test helper: signs a user in and answers the session calls plus the given ones. */
export function signedInAs(user: Partial<CurrentUser>, handlers: Record<string, Handler>) {
  rememberSignIn('sign-in-1');
  return mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails(user) },
    ...handlers,
  });
}

/** The member manager of the demo (login id 25). */
export const MEMBER_MANAGER: Partial<CurrentUser> = {
  role: 'CET',
  login_id: 25,
  can_create_member: true,
};
export const TEAM_LEADER: Partial<CurrentUser> = { role: 'TEAML', login_id: 6 };

export { aMember } from '@/lib/testing/member-fixtures';

export function anActivityRow(overrides: Partial<MemberActivityRow> = {}): MemberActivityRow {
  return {
    login_id: 2,
    name: 'Priya Nair',
    role: 'CET,OC',
    presence: 'working',
    since: '2026-11-21T03:30:00.000Z',
    calls: 12,
    dispositions: 9,
    working_seconds: 7_500,
    break_seconds: 900,
    first_start: '2026-11-21T03:30:00.000Z',
    ...overrides,
  };
}

/** A page answer of the given rows. */
export const page = <Row>(results: Row[], extra: Record<string, unknown> = {}) => ({
  body: { count: results.length, limit: 100, offset: 0, results, ...extra },
});
