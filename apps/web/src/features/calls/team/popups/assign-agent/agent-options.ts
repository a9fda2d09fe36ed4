import type { RoleCode } from '@backoffice/domain/access';
import { STATUS_TABS, type OrderCart, type StatusId } from '@backoffice/domain/orders';
import { assignmentRefusal, type TeamMember } from '@backoffice/domain/calls/team';

/** The role code of the agents who work a status's list (returns: anyone of the CET family). */
export function listRoleOf(status: StatusId): RoleCode | undefined {
  const list = STATUS_TABS[status].list;
  return list === 'oc' ? 'OC' : list === 'rt' ? 'RT' : undefined;
}

/** The members who may take every one of the carts (the domain's assignment rule). */
export function agentsForCarts(
  members: readonly TeamMember[],
  carts: readonly Pick<OrderCart, 'orm_order_status'>[],
): TeamMember[] {
  return members.filter((m) =>
    carts.every((c) => assignmentRefusal(m, c.orm_order_status) === null),
  );
}
