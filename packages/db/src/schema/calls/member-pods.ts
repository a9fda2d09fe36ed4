import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';

/**
 * Which pod leader's pod a member is in (POST /api/members-pod-leader/); no row means no pod.
 * The member's staff.version covers it: a pod change bumps it like any other edit of the member.
 */
export const memberPods = pgTable(
  'member_pods',
  {
    login_id: integer('login_id')
      .primaryKey()
      .references(() => staff.login_id),
    pod_leader_login_id: integer('pod_leader_login_id')
      .notNull()
      .references(() => staff.login_id),
    assigned_at: timestamptz('assigned_at').notNull(),
  },
  (t) => [
    check('member_pods_not_own_leader_check', sql`${t.login_id} <> ${t.pod_leader_login_id}`),
    index('member_pods_pod_leader_idx').on(t.pod_leader_login_id),
  ],
);

export type MemberPodRow = typeof memberPods.$inferSelect;
