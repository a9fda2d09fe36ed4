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
 * One action an area contributes to the order page: a label in the order's (or a cart's) action
 * menu, the capability that shows it, where it applies, and the popup it opens. `render` receives
 * `close` from the popup host; areas load their popups lazily (lazyPopup), so a popup's code
 * loads the first time it opens.
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
  /**
   * Loads the popup's code (see lazyPopup), answering the load under way or nothing once loaded;
   * the menu opens the popup when it is there.
   */
  preload?: () => Promise<unknown> | undefined;
  render: (context: OrderActionContext, close: () => void) => ReactNode;
}

/** A cart action's popup: it always has the cart. */
export type CartPopup = (order: OrderDetails, cart: OrderCart, close: () => void) => ReactNode;

/** A cart action applies only with a cart, and where its own rule (if any) allows. */
export function ofCart(
  render: CartPopup,
  appliesToCart: (cart: OrderCart) => boolean = () => true,
): Pick<OrderPageAction, 'appliesTo' | 'render'> {
  return {
    appliesTo: ({ cart }) => cart !== undefined && appliesToCart(cart),
    render: ({ order, cart }, close) => cart && render(order, cart, close),
  };
}
