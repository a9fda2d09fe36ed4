import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import type { OrderTeam } from '@backoffice/domain/orders';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { useTableUrlState, type TableSort } from '@/components/ui';
import type { OrderListAddress } from '@/features/orders/api/order-list-address';

/** Where each team's lists live (spec 000 section 2). */
const TEAM_LIST_BASE: Record<OrderTeam, string> = {
  oc: '/order-confirmation-team',
  rt: '/relationship-team',
};

/** The route pattern of a team's list, as the domain's route table names it. */
export const teamListRoute = (team: OrderTeam) => `${TEAM_LIST_BASE[team]}/:platform/:slug`;

/** The address of a team list: /<team>/[cet_uid/]platform/slug. */
function listPath({ team, cetUid, platform, slug }: OrderListAddress): string {
  const agent = cetUid === null ? '' : `/${encodeURIComponent(cetUid)}`;
  return `${TEAM_LIST_BASE[team]}${agent}/${encodeURIComponent(platform)}/${encodeURIComponent(slug)}`;
}

/** The lists' order when the address names none: the newest carts first. */
export const NEWEST_FIRST: TableSort = { id: 'created_at', desc: true };

/**
 * The list the address names, its page and order (?offset=50&sort=created_at), and the address
 * of a neighbouring list.
 */
export function useListAddress(team: OrderTeam) {
  const { cet_uid: cetUid = null, platform = '', slug = '' } = useParams();
  const { offset, setOffset, sort, setSort } = useTableUrlState({
    sortable: [NEWEST_FIRST.id],
    defaultSort: NEWEST_FIRST,
    defaultPageSize: ORDER_LIST_PAGE_SIZE,
  });
  const address = useMemo<OrderListAddress>(
    () => ({ team, cetUid, platform, slug }),
    [team, cetUid, platform, slug],
  );
  const pathFor = useCallback(
    (change: Partial<Omit<OrderListAddress, 'team'>>) => listPath({ ...address, ...change }),
    [address],
  );
  return { address, offset, setOffset, sort, setSort, pathFor };
}
