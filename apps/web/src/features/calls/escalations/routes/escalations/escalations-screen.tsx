import { consoleRoutes } from '@backoffice/domain/access';
import { ESCALATION_PAGE_SIZE } from '@backoffice/domain/calls/escalations';
import { EmptyState, ErrorState, LoadingState, PageHeader, PaginationBar } from '@/components/ui';
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
  return (
    <>
      <PageHeader title={title} count={list.data?.count}>
        <EscalationFiltersBar
          key={`${address.filters.status}-${address.filters.orderRandomId}`}
          filters={address.filters}
          onChange={address.setFilters}
        />
      </PageHeader>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <EmptyState text={NO_ESCALATIONS} />
      ) : (
        <>
          <EscalationsTable
            rows={list.data.results}
            offset={address.offset}
            onOpen={address.openDetails}
          />
          <PaginationBar
            offset={address.offset}
            limit={ESCALATION_PAGE_SIZE}
            total={list.data.count}
            matched={list.data.count}
            onChange={(page) => address.setOffset(page.offset)}
          />
        </>
      )}
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
