import { Modal } from '@mantine/core';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '@/components/ui';
import { isForbidden, isNotFound } from '@/lib/api/api-error';
import { useEscalationDetails } from '@/features/calls/escalations/api/get-escalation-details';
import { EscalationDetailsView } from './escalation-details-view';

interface EscalationDetailsPopupProps {
  escalationId: number;
  onClose: () => void;
}

/**
 * The escalation details popup (001 section 2). It follows the address (?escalation=<id>) rather
 * than the popup host, so that it can be linked to and Back closes it.
 */
export function EscalationDetailsPopup({ escalationId, onClose }: EscalationDetailsPopupProps) {
  const details = useEscalationDetails(escalationId);
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Escalation #${escalationId}`}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {details.isPending ? (
        <LoadingState />
      ) : details.isError ? (
        failure(details.error, () => void details.refetch())
      ) : (
        <EscalationDetailsView details={details.data} />
      )}
    </Modal>
  );
}

/** An unknown id (a stale link) and a refusal show as such; anything else offers a retry. */
function failure(error: Error, retry: () => void) {
  if (isNotFound(error)) return <EmptyState text={error.message} />;
  if (isForbidden(error)) return <ForbiddenState />;
  return <ErrorState message={error.message} onRetry={retry} />;
}
