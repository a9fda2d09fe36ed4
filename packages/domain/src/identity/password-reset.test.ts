import { describe, expect, it } from 'vitest';
import { defaultAccessConfig, type AccessConfig } from '../access/access-config';
import { powersBeyond } from '../access/powers';
import type { Principal } from '../access/roles';
import { DEMO, principal } from '../test-support/principals';
import { passwordResetRefusal, type PasswordResetRefusal } from './password-reset';

const POD_LEADER = 50;
const podLeader = principal({ ...DEMO.opsPodLeader, login_id: POD_LEADER });
const other = (p: Principal, login_id = 2000) => ({ ...p, login_id });
const cancellingTeamLeader = principal({ role: 'TEAML', login_id: 6 });
const couponStaff: AccessConfig = { ...defaultAccessConfig, couponStaffIds: [2000] };

type Row = [
  string,
  Principal,
  Principal,
  number | null,
  PasswordResetRefusal | null,
  AccessConfig?,
];

const ROWS: Row[] = [
  ['anyone, their own account', DEMO.sales, DEMO.sales, null, 'own-account'],
  ['an Admin, their own account', DEMO.admin, DEMO.admin, null, 'own-account'],
  ['an Admin, another Admin', DEMO.admin, other(DEMO.admin), null, null],
  ['an Admin, a Tech account', DEMO.admin, other(DEMO.tech), null, null],
  ['an Admin, a member of any pod', DEMO.admin, other(DEMO.ops), POD_LEADER, null],
  ['SALES, the Admin', DEMO.sales, other(DEMO.admin), null, 'protected-account'],
  ['OPS, the Admin', DEMO.ops, other(DEMO.admin), null, 'protected-account'],
  ['FINANCE, the Admin', DEMO.finance, other(DEMO.admin), null, 'protected-account'],
  ['a Team Leader, the Admin', DEMO.teamLead, other(DEMO.admin), null, 'protected-account'],
  ['a Team Leader, a Tech account', DEMO.teamLead, other(DEMO.tech), null, 'protected-account'],
  ['SALES, a Tech account', DEMO.sales, other(DEMO.tech), null, 'protected-account'],
  ['a CET agent (no reset capability), SALES', DEMO.cet, other(DEMO.sales), null, 'not-a-resetter'],
  ['a Tech account, SALES', DEMO.tech, other(DEMO.sales), null, 'not-a-resetter'],
  ['SALES, OPS (warehouse)', DEMO.sales, other(DEMO.ops), null, 'more-powers'],
  ['SALES, FINANCE (refunds)', DEMO.sales, other(DEMO.finance), null, 'more-powers'],
  ['OPS, FINANCE (refunds)', DEMO.ops, other(DEMO.finance), null, 'more-powers'],
  ['OPS, an OPS pod leader', DEMO.ops, other(DEMO.opsPodLeader), null, 'more-powers'],
  [
    'FINANCE, a Finance pod leader',
    DEMO.finance,
    other(DEMO.financePodLeader),
    null,
    'more-powers',
  ],
  [
    'a Team Leader, the logistics Team Leader',
    DEMO.teamLead,
    other(DEMO.teamLeadLogistics, 9),
    null,
    'more-powers',
  ],
  ['a Team Leader, a CET agent (reviews)', DEMO.teamLead, other(DEMO.cet), null, 'more-powers'],
  ['SALES, a coupon staff member', DEMO.sales, other(DEMO.sales), null, 'more-powers', couponStaff],
  [
    'the logistics Team Leader 9, the cancelling Team Leader 6',
    DEMO.teamLeadLogistics,
    cancellingTeamLeader,
    null,
    'more-powers',
  ],
  [
    'a Team Leader, a CET agent who leads a pod',
    DEMO.teamLead,
    other({ ...DEMO.cet, is_pod_leader: true }),
    null,
    'more-powers',
  ],
  [
    'SALES, a SALES member creator',
    DEMO.sales,
    other({ ...DEMO.sales, can_create_member: true }),
    null,
    'more-powers',
  ],
  [
    'a Team Leader, a Team Leader member creator',
    DEMO.teamLead,
    other(DEMO.teamLeadMemberCreator),
    null,
    'more-powers',
  ],
  ['a cancelling Team Leader, a plain one', cancellingTeamLeader, other(DEMO.teamLead), null, null],
  ['a Team Leader, an OC agent', DEMO.teamLead, other(DEMO.oc), null, null],
  ['a Team Leader, an RT agent', DEMO.teamLead, other(DEMO.rt), null, null],
  ['a Team Leader, SALES', DEMO.teamLead, other(DEMO.sales), null, null],
  ['SALES, another SALES', DEMO.sales, other(DEMO.sales), null, null],
  ['OPS, another OPS in no pod', DEMO.ops, other(DEMO.ops), null, null],
  ['an OPS pod leader, a member of their pod', podLeader, other(DEMO.ops), POD_LEADER, null],
  ['OPS, a member of a pod they do not lead', DEMO.ops, other(DEMO.ops), POD_LEADER, 'other-pod'],
  ['a pod leader, a member of another pod', podLeader, other(DEMO.ops), 51, 'other-pod'],
];

describe('passwordResetRefusal', () => {
  it('names every power the target holds beyond the resetter: Team Leader 6 cancels, 9 does not', () => {
    expect(powersBeyond(cancellingTeamLeader, DEMO.teamLeadLogistics, defaultAccessConfig)).toEqual(
      ['orders:cancel-any-status'],
    );
    expect(powersBeyond(DEMO.teamLeadLogistics, cancellingTeamLeader, defaultAccessConfig)).toEqual(
      ['logistics:import-sheet'],
    );
  });

  it.each(ROWS)('%s', (_, resetter, target, targetPodLeaderId, expected, config) => {
    expect(
      passwordResetRefusal({
        resetter,
        target,
        targetPodLeaderId,
        config: config ?? defaultAccessConfig,
      }),
    ).toBe(expected);
  });
});
