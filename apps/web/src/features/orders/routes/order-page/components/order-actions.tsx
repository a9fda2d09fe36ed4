import { STATUS, type OrderDetails } from '@backoffice/domain/orders';
import { Button, Group } from '@mantine/core';
import { IconHistory, IconMessage } from '@tabler/icons-react';
import { usePopup } from '@/components/ui';
import { useCan } from '@/lib/access';
import { useOrderPageContributions } from '@/lib/order-page';
import { ActionMenu } from './action-menu';
import { CancelOrderForm } from './cancel-order-form';
import { CommentsPopup } from './comments-popup';
import { HistoryPopup } from './history-popup';

/** The order's own actions: comments, modification history, cancellation and the popups' menu. */
export function OrderActions({ order }: { order: OrderDetails }) {
  const popup = usePopup();
  const allows = useCan();
  const { orderActions } = useOrderPageContributions();
  const id = order.order_random_id;
  // Cancelling is offered only when the rules let some cart go to Cancelled for this user.
  const canCancel =
    allows('orders:cancel') &&
    order.carts.some((c) => c.allowed_targets.includes(STATUS.CANCELLED));
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconMessage size={16} />}
        onClick={() =>
          popup.open(() => <CommentsPopup order={order} />, {
            title: `Comments of order ${id}`,
            size: 'xl',
          })
        }
      >
        Comments
      </Button>
      <Button
        variant="default"
        leftSection={<IconHistory size={16} />}
        onClick={() =>
          popup.open(() => <HistoryPopup orderRandomId={id} />, {
            title: `Modification history of order ${id}`,
            size: 'xl',
          })
        }
      >
        Modification History
      </Button>
      {canCancel && (
        <Button
          color="red"
          variant="light"
          onClick={() =>
            popup.open((close) => <CancelOrderForm orderRandomId={id} close={close} />, {
              title: `Cancel order ${id}?`,
            })
          }
        >
          Cancel order
        </Button>
      )}
      <ActionMenu label="More actions" actions={orderActions} context={{ order }} />
    </Group>
  );
}
