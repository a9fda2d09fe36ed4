import { createContext, useContext, type ReactNode } from 'react';
import type { OrderPageAction } from './order-page-action';

/** The actions the areas contribute to the order page, each list in its menu's order. */
export interface OrderPageContributions {
  /** The order's "More actions" menu. */
  orderActions: readonly OrderPageAction[];
  /** Each cart's "Cart actions" menu. */
  cartActions: readonly OrderPageAction[];
  /** The popup of the order's payment records, opened from the amounts paid on the page. */
  paymentRecords?: OrderPageAction;
}

const NONE: OrderPageContributions = { orderActions: [], cartActions: [] };

const OrderPageContext = createContext<OrderPageContributions>(NONE);

interface OrderPageContributionsProviderProps {
  contributions: OrderPageContributions;
  children: ReactNode;
}

/** Hands the areas' contributions (composed by the app) to the order page below it. */
export function OrderPageContributionsProvider({
  contributions,
  children,
}: OrderPageContributionsProviderProps) {
  return <OrderPageContext.Provider value={contributions}>{children}</OrderPageContext.Provider>;
}

/** The order page's contributed actions; none outside a provider. */
export function useOrderPageContributions(): OrderPageContributions {
  return useContext(OrderPageContext);
}
