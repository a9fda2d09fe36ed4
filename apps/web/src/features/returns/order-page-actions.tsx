import { STATUS } from '@backoffice/domain/orders';
import {
  cancelCapability,
  isHoldable,
  isIssuable,
  isReplaceable,
  isRequestable,
  isReturnStatus,
  returnSteps,
  type ReturnAction,
} from '@backoffice/domain/returns';
import { lazyPopup, ofCart, type OrderPageAction } from '@/lib/order-page';

const CustomerRequestPopup = lazyPopup(() =>
  import('./popups/customer-request/customer-request-popup').then((m) => m.CustomerRequestPopup),
);
const CartRequestsPopup = lazyPopup(() =>
  import('./popups/customer-request/cart-requests-popup').then((m) => m.CartRequestsPopup),
);
const stepPopups = () => import('./popups/request-steps/request-step-popups');
const ApproveRequestPopup = lazyPopup(() => stepPopups().then((m) => m.ApproveRequestPopup));
const ProcessRequestPopup = lazyPopup(() => stepPopups().then((m) => m.ProcessRequestPopup));
const CancelRequestPopup = lazyPopup(() => stepPopups().then((m) => m.CancelRequestPopup));
const ChangeReturnStatusPopup = lazyPopup(() =>
  stepPopups().then((m) => m.ChangeReturnStatusPopup),
);
const HoldSubReasonPopup = lazyPopup(() => stepPopups().then((m) => m.HoldSubReasonPopup));
const SchedulePickupPopup = lazyPopup(() =>
  import('./popups/pickups/schedule-pickup-popup').then((m) => m.SchedulePickupPopup),
);
const CancelPickupPopup = lazyPopup(() =>
  import('./popups/pickups/cancel-pickup-popup').then((m) => m.CancelPickupPopup),
);
const WarehouseStepPopup = lazyPopup(() =>
  import('./popups/pickups/warehouse-step-popup').then((m) => m.WarehouseStepPopup),
);
const MarkLostPopup = lazyPopup(() =>
  import('./popups/pickups/mark-lost-popup').then((m) => m.MarkLostPopup),
);
const LabelFormPopup = lazyPopup(() =>
  import('./popups/pickups/label-form-popup').then((m) => m.LabelFormPopup),
);
const PickupLogPopup = lazyPopup(() =>
  import('./popups/records/pickup-log-popup').then((m) => m.PickupLogPopup),
);
const PickupAttemptLogPopup = lazyPopup(() =>
  import('./popups/records/pickup-log-popup').then((m) => m.PickupAttemptLogPopup),
);
const ReturnTatPopup = lazyPopup(() =>
  import('./popups/records/return-tat-popup').then((m) => m.ReturnTatPopup),
);
const ReverseTrackingPopup = lazyPopup(() =>
  import('./popups/records/reverse-tracking-popup').then((m) => m.ReverseTrackingPopup),
);
const RefundsPopup = lazyPopup(() =>
  import('./popups/records/refunds-popup').then((m) => m.RefundsPopup),
);
const CreditHistoryPopup = lazyPopup(() =>
  import('./popups/records/credit-history-popup').then((m) => m.CreditHistoryPopup),
);
const ReplacementPopup = lazyPopup(() =>
  import('./popups/replacement/replacement-popup').then((m) => m.ReplacementPopup),
);
const IssueItemsPopup = lazyPopup(() =>
  import('./popups/issue-items/issue-items-popup').then((m) => m.IssueItemsPopup),
);
const RefundInitiationPopup = lazyPopup(() =>
  import('./popups/money/refund-initiation-popup').then((m) => m.RefundInitiationPopup),
);
const CodChallansPopup = lazyPopup(() =>
  import('./popups/challans/cod-challans-popup').then((m) => m.CodChallansPopup),
);
const RtsPopup = lazyPopup(() => import('./popups/money/rts-popup').then((m) => m.RtsPopup));

/** Whether the domain's table offers `action` from a cart's status. */
const offers = (status: number, ...actions: ReturnAction[]) =>
  returnSteps(status).some((step) => actions.includes(step.action));

/** The steps of a booked or docketed pickup. */
const hasPickup = (status: number) =>
  status === STATUS.RETURN_PICKUP_CREATED || status === STATUS.RETURN_PICKUP_DOCKETED;

/**
 * The returns area's cart actions (docs/returns.md): raising a customer request and every step
 * of its lifecycle, each shown where the domain's transition table offers it from the cart's
 * status (a return status is the cart's status) and to whom its capability allows; the server
 * checks both again.
 */
export const returnCartActions: OrderPageAction[] = [
  {
    key: 'customer-request',
    label: 'Customer Request',
    title: 'Customer Request',
    capability: 'returns:request',
    preload: CustomerRequestPopup.preload,
    ...ofCart(
      (order, cart, close) => <CustomerRequestPopup order={order} cart={cart} close={close} />,
      (cart) => isRequestable(cart.orm_order_status),
    ),
  },
  {
    key: 'cart-requests',
    label: 'Customer Requests',
    title: 'Customer Requests',
    size: 'xl',
    capability: 'orders:search',
    preload: CartRequestsPopup.preload,
    ...ofCart((order, cart) => <CartRequestsPopup order={order} cart={cart} />),
  },
  {
    key: 'approve-request',
    label: 'Approve Request',
    title: 'Approve Request',
    capability: 'returns:approve',
    preload: ApproveRequestPopup.preload,
    ...ofCart(
      (order, cart, close) => <ApproveRequestPopup order={order} cart={cart} close={close} />,
      (cart) => offers(cart.orm_order_status, 'approve'),
    ),
  },
  {
    key: 'process-request',
    label: 'Process Request',
    title: 'Process Request',
    capability: 'returns:approve',
    preload: ProcessRequestPopup.preload,
    ...ofCart(
      (order, cart, close) => <ProcessRequestPopup order={order} cart={cart} close={close} />,
      (cart) => offers(cart.orm_order_status, 'process'),
    ),
  },
  {
    key: 'cancel-request',
    label: 'Cancel Request',
    title: 'Cancel Request',
    capability: 'returns:request',
    preload: CancelRequestPopup.preload,
    ...ofCart(
      (order, cart, close) => <CancelRequestPopup order={order} cart={cart} close={close} />,
      (cart) => cancelCapability(cart.orm_order_status) !== undefined,
    ),
  },
  {
    key: 'hold-sub-reason',
    label: 'Change Hold Sub-Reason',
    title: 'Change Hold Sub-Reason',
    capability: 'returns:request',
    preload: HoldSubReasonPopup.preload,
    ...ofCart(
      (order, cart, close) => <HoldSubReasonPopup order={order} cart={cart} close={close} />,
      (cart) => isHoldable(cart.orm_order_status),
    ),
  },
  {
    key: 'schedule-pickup',
    label: 'Return Pickup Schedule',
    title: 'Return Pickup Schedule',
    capability: 'returns:request',
    preload: SchedulePickupPopup.preload,
    ...ofCart(
      (order, cart, close) => <SchedulePickupPopup order={order} cart={cart} close={close} />,
      (cart) =>
        offers(cart.orm_order_status, 'schedule-pickup') || hasPickup(cart.orm_order_status),
    ),
  },
  {
    key: 'cancel-pickup',
    label: 'Cancel Return Pickup',
    title: 'Cancel Return Pickup',
    capability: 'returns:request',
    preload: CancelPickupPopup.preload,
    ...ofCart(
      (order, cart, close) => <CancelPickupPopup order={order} cart={cart} close={close} />,
      (cart) => offers(cart.orm_order_status, 'cancel-pickup'),
    ),
  },
  {
    key: 'label-form',
    label: 'Return Label Form',
    title: 'Return Label Form',
    capability: 'returns:ops',
    preload: LabelFormPopup.preload,
    ...ofCart(
      (order, cart, close) => <LabelFormPopup order={order} cart={cart} close={close} />,
      (cart) => offers(cart.orm_order_status, 'docket'),
    ),
  },
  {
    key: 'recreate-docket',
    label: 'Recreate Docket',
    title: 'Recreate Docket',
    capability: 'returns:ops',
    preload: WarehouseStepPopup.preload,
    ...ofCart(
      (order, cart, close) => (
        <WarehouseStepPopup order={order} cart={cart} close={close} step="recreate-docket" />
      ),
      (cart) => cart.orm_order_status === STATUS.RETURN_PICKUP_DOCKETED,
    ),
  },
  {
    key: 'refresh-pickup',
    label: 'Check Pickup with Courier',
    title: 'Check Pickup with Courier',
    capability: 'returns:ops',
    preload: WarehouseStepPopup.preload,
    ...ofCart(
      (order, cart, close) => (
        <WarehouseStepPopup order={order} cart={cart} close={close} step="refresh-pickup" />
      ),
      (cart) => cart.orm_order_status === STATUS.RETURN_PICKUP_DOCKETED,
    ),
  },
  {
    key: 'reached-warehouse',
    label: 'Reached Warehouse',
    title: 'Return Reached to Warehouse',
    capability: 'returns:ops',
    preload: WarehouseStepPopup.preload,
    ...ofCart(
      (order, cart, close) => (
        <WarehouseStepPopup order={order} cart={cart} close={close} step="reached-warehouse" />
      ),
      (cart) => offers(cart.orm_order_status, 'reach-warehouse'),
    ),
  },
  {
    key: 'inward-scan',
    label: 'Inward Scanned',
    title: 'Inward Scanned',
    capability: 'returns:ops',
    preload: WarehouseStepPopup.preload,
    ...ofCart(
      (order, cart, close) => (
        <WarehouseStepPopup order={order} cart={cart} close={close} step="inward-scan" />
      ),
      (cart) => offers(cart.orm_order_status, 'inward-scan'),
    ),
  },
  {
    key: 'change-return-status',
    label: 'Change Return Status',
    title: 'Change Return Status',
    capability: 'returns:approve',
    preload: ChangeReturnStatusPopup.preload,
    ...ofCart(
      (order, cart, close) => <ChangeReturnStatusPopup order={order} cart={cart} close={close} />,
      (cart) => offers(cart.orm_order_status, 'resolve'),
    ),
  },
  {
    key: 'mark-lost',
    label: 'Mark Lost Product',
    title: 'Mark Lost Product',
    capability: 'returns:approve',
    preload: MarkLostPopup.preload,
    ...ofCart(
      (order, cart, close) => <MarkLostPopup order={order} cart={cart} close={close} />,
      (cart) => offers(cart.orm_order_status, 'mark-lost'),
    ),
  },
  {
    key: 'replacement',
    label: 'Replacement',
    title: 'Replacement',
    capability: 'returns:request',
    preload: ReplacementPopup.preload,
    ...ofCart(
      (order, cart, close) => <ReplacementPopup order={order} cart={cart} close={close} />,
      (cart) => isReplaceable(cart.orm_order_status),
    ),
  },
  {
    key: 'issue-items',
    label: 'Issue Items',
    title: 'Issue Items',
    capability: 'returns:request',
    preload: IssueItemsPopup.preload,
    ...ofCart(
      (order, cart, close) => <IssueItemsPopup order={order} cart={cart} close={close} />,
      (cart) => isIssuable(cart.orm_order_status),
    ),
  },
  {
    key: 'initiate-refund',
    label: 'Initiate Refund',
    title: 'Initiate Refund',
    capability: 'returns:approve',
    preload: RefundInitiationPopup.preload,
    ...ofCart(
      (order, cart, close) => <RefundInitiationPopup order={order} cart={cart} close={close} />,
      (cart) => isReturnStatus(cart.orm_order_status) && cart.orm_order_status !== STATUS.RTS,
    ),
  },
  {
    key: 'rts',
    label: 'RTS Refund / Reship',
    title: 'RTS Refund / Reship',
    capability: 'returns:approve',
    preload: RtsPopup.preload,
    ...ofCart(
      (order, cart, close) => <RtsPopup order={order} cart={cart} close={close} />,
      (cart) => cart.orm_order_status === STATUS.RTS,
    ),
  },
  {
    key: 'pickup-log',
    label: 'Pickup Log',
    title: 'Pickup Log',
    size: 'xl',
    capability: 'orders:search',
    preload: PickupLogPopup.preload,
    ...ofCart(
      (_order, cart) => <PickupLogPopup cartPid={cart.cart_pid} />,
      (cart) => isReturnStatus(cart.orm_order_status),
    ),
  },
  {
    key: 'pickup-attempt-log',
    label: 'Pickup Attempt Log',
    title: 'Pickup Attempt Log',
    size: 'xl',
    capability: 'orders:search',
    preload: PickupAttemptLogPopup.preload,
    ...ofCart(
      (_order, cart) => <PickupAttemptLogPopup cartPid={cart.cart_pid} />,
      (cart) => isReturnStatus(cart.orm_order_status),
    ),
  },
  {
    key: 'reverse-tracking',
    label: 'Reverse Tracking',
    title: 'Reverse Tracking',
    capability: 'orders:search',
    preload: ReverseTrackingPopup.preload,
    ...ofCart(
      (_order, cart) => <ReverseTrackingPopup cartPid={cart.cart_pid} />,
      (cart) => isReturnStatus(cart.orm_order_status),
    ),
  },
  {
    key: 'return-tat',
    label: 'Return TAT',
    title: 'Return TAT',
    capability: 'orders:search',
    preload: ReturnTatPopup.preload,
    ...ofCart(
      (_order, cart) => <ReturnTatPopup cartPid={cart.cart_pid} />,
      (cart) => isReturnStatus(cart.orm_order_status),
    ),
  },
  {
    key: 'refunds',
    label: 'Refunds',
    title: 'Refunds',
    size: 'xl',
    capability: 'orders:search',
    preload: RefundsPopup.preload,
    ...ofCart((_order, cart) => <RefundsPopup cartPid={cart.cart_pid} />),
  },
  {
    key: 'credit-history',
    label: 'Credit Transaction History',
    title: 'Credit Transaction History',
    capability: 'orders:search',
    preload: CreditHistoryPopup.preload,
    ...ofCart((_order, cart) => <CreditHistoryPopup cartPid={cart.cart_pid} />),
  },
  {
    // Designed: on a COD cart, for who handles COD cash (the challan calls' capability).
    key: 'cod-challans',
    label: 'COD Challans',
    title: 'COD Challans',
    size: 'xl',
    capability: 'payments:cod-to-online',
    preload: CodChallansPopup.preload,
    ...ofCart((order, cart) => <CodChallansPopup order={order} cart={cart} />),
    appliesTo: ({ order, cart }) => cart !== undefined && order.payment_type === 'COD',
  },
];
