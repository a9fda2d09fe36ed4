import type { OrderDetails } from '@backoffice/domain/orders';
import { useEscalationCreateDetails } from '@/features/calls/escalations/api/get-escalation-create-details';
import { EscalationForm } from './escalation-form';
import { QueryView } from '@/components/ui';

interface EscalationPopupProps {
  order: OrderDetails;
  close: () => void;
}

/** The escalation form of an order (001 section 2), once its options have loaded. */
export function EscalationPopup({ order, close }: EscalationPopupProps) {
  const details = useEscalationCreateDetails(order.order_random_id);
  return (
    <QueryView
      query={details}
      isEmpty={(data) => data.carts.length === 0}
      emptyText="No Cart Items Found..."
    >
      {(data) => <EscalationForm details={data} close={close} />}
    </QueryView>
  );
}
