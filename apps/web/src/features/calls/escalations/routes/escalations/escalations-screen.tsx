import { consoleRoutes } from '@backoffice/domain/access';
import { ESCALATION_PAGE_SIZE } from '@backoffice/domain/calls/escalations';
import { PageHeader, PaginationBar } from '@/components/ui';
import { useBrand } from '@/lib/session/get-console-config';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { useEscalations } from '@/features/calls/escalations/api/get-escalations';
import { EscalationDetailsPopup } from './components/escalation-details-popup';
import { EscalationFiltersBar } from './components/escalation-filters-bar';
import { EscalationsTable } from './components/escalations-table';
import { useEscalationAddress } from './use-escalation-address';

/** The list's empty text: the spec's text for an empty call-centre list. */
export const NO_ESCALATIONS = 'No Data Available';

/**
 * /escalations: every escalation newest first, 999 a page (001 section 2), narrowed by status
 * or order; ?escalation=<id> opens one's details over the list, so a details popup can be linked.
 */
export function EscalationsScreen() {
  const address = useEscalationAddress();
  const list = useEscalations(address.filters, address.offset);
  const title = useRouteTitle('/escalations');
  const count = list.data?.count ?? 0;
  return (
    <>
      <PageHeader title={title} count={list.data?.count}>
        <EscalationFiltersBar
          key={`${address.filters.status}-${address.filters.orderRandomId}`}
          filters={address.filters}
          onChange={address.setFilters}
        />
      </PageHeader>
      <EscalationsTable
        rows={list.data?.results}
        error={list.error}
        onRetry={() => void list.refetch()}
        offset={address.offset}
        onOpen={address.openDetails}
        emptyText={NO_ESCALATIONS}
        toolbar={
          count > 0 ? (
            <PaginationBar
              offset={address.offset}
              limit={ESCALATION_PAGE_SIZE}
              total={count}
              matched={count}
              onChange={(page) => address.setOffset(page.offset)}
            />
          ) : undefined
        }
      />
      {address.escalationId !== null && (
        <EscalationDetailsPopup
          escalationId={address.escalationId}
          onClose={address.closeDetails}
        />
      )}
    </>
  );
}

/** The screen's title as the domain's route table names it. */
function useRouteTitle(path: string): string {
  const brand = useBrand();
  const { accessConfig } = useCurrentUser();
  return consoleRoutes(brand, accessConfig).find((r) => r.path === path)?.title ?? '';
}
