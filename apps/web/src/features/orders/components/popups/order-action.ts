import type { Capability } from '@backoffice/domain/access';
import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import type { ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** What an order-page action knows about the order it acts on (the GET backend-orders answer). */
export interface OrderActionContext {
  order: OrderDetails;
  /** Set for actions of one cart. */
  cart?: OrderCart;
}

/**
 * One action of the order page: a label in the order's (or a cart's) action menu, the capability
 * that shows it, and the popup it opens. `render` receives `close` from the popup host.
 */
export interface OrderPageAction {
  key: string;
  label: string;
  capability: Capability;
  /** Hide the action where it does not apply (e.g. no docket yet). */
  appliesTo?: (context: OrderActionContext) => boolean;
  title: string;
  /** The popup's width; 'lg' by default (wide tables ask for more). */
  size?: ModalProps['size'];
  render: (context: OrderActionContext, close: () => void) => ReactNode;
}
