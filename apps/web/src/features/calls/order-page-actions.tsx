import { lazyPopup, ofCart, type OrderPageAction } from '@/lib/order-page';

const EscalationPopup = lazyPopup(() =>
  import('./escalations/popups/escalation/escalation-popup').then((m) => m.EscalationPopup),
);
const CallCustomerPopup = lazyPopup(() =>
  import('./calls/popups/call-customer-popup').then((m) => m.CallCustomerPopup),
);
const CallHistoryPopup = lazyPopup(() =>
  import('./calls/popups/call-history-popup').then((m) => m.CallHistoryPopup),
);
const AssignAgentPopup = lazyPopup(() =>
  import('./team/popups/assign-agent/assign-agent-popup').then((m) => m.AssignAgentPopup),
);

/** The escalations area's order action: raising an escalation on the order's products. */
export const escalationOrderActions: OrderPageAction[] = [
  {
    key: 'escalation',
    label: 'Escalation',
    title: 'Raise Escalation',
    capability: 'escalations:create',
    preload: EscalationPopup.preload,
    render: ({ order }, close) => <EscalationPopup order={order} close={close} />,
  },
];

/** The calls area's order actions: calling the customer and the order's call recordings. */
export const callOrderActions: OrderPageAction[] = [
  {
    key: 'call-customer',
    label: 'Call Customer',
    title: 'Call Customer',
    capability: 'calls:view',
    preload: CallCustomerPopup.preload,
    render: ({ order }, close) => <CallCustomerPopup order={order} close={close} />,
  },
  {
    key: 'call-history',
    label: 'Call Recordings',
    title: 'Call Recordings',
    capability: 'calls:view',
    size: '90%',
    preload: CallHistoryPopup.preload,
    render: ({ order }) => <CallHistoryPopup orderRandomId={order.order_random_id} />,
  },
];

/** The team area's cart action: a Team Leader gives the cart to an agent of the team. */
export const teamCartActions: OrderPageAction[] = [
  {
    key: 'assign-agent',
    label: 'Assign to agent',
    title: 'Assign to agent',
    // Team Leaders give carts to the agents of their team (POST /api/update-assign-cet/).
    capability: 'team:assign',
    preload: AssignAgentPopup.preload,
    ...ofCart((order, cart, close) => <AssignAgentPopup order={order} cart={cart} close={close} />),
  },
];
