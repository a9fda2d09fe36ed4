import { platformAffiliateFilter, tabsForRole, type OrderTeam } from '@backoffice/domain/orders';
import { EmptyState, PageHeader } from '@/components/ui';
import { useBrand } from '@/lib/session/get-console-config';
import { useCan } from '@/lib/access';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { useRouteTitle } from '@/features/orders/components/use-route-title';
import { teamListRoute, useListAddress } from './components/use-list-address';
import { WorkList } from './components/work-list';

/**
 * A team work list (spec 000 section 2): the status tabs of the user's role with their counts,
 * the platform, for a Team Leader the agent, and one page of carts. An address naming a status
 * that is not one of the user's tabs, or an unknown platform, names no list.
 */
export function WorkListScreen({ team }: { team: OrderTeam }) {
  const brand = useBrand();
  const { user } = useCurrentUser();
  const allows = useCan();
  const page = useListAddress(team);
  const { platform, slug } = page.address;
  const title = useRouteTitle(teamListRoute(team));
  const tabs = user ? tabsForRole(user, team) : [];
  const known = tabs.some((s) => s.slug === slug) && platformAffiliateFilter(platform, brand);
  if (!known) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState text="There is no such list" />
      </>
    );
  }
  return <WorkList title={title} tabs={tabs} canChooseAgent={allows('team:lead')} {...page} />;
}

/** /order-confirmation-team/[:cet_uid/]:platform/:slug. */
export function OrderConfirmationTeamScreen() {
  return <WorkListScreen team="oc" />;
}

/** /relationship-team/[:cet_uid/]:platform/:slug. */
export function RelationshipTeamScreen() {
  return <WorkListScreen team="rt" />;
}
