import type { OrderDetails } from '@backoffice/domain/orders';
import { useEscalationCreateDetails } from './api/get-escalation-create-details';
import { QueryView } from '../query-view';
import { EscalationForm } from './escalation-form';

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
