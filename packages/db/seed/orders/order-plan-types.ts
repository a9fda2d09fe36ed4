import type {
  NewAuditLogRow,
  NewCancellationRequestRow,
  NewCartDocketRow,
  NewCartRequestedDateRow,
  NewCartRow,
  NewCustomerRow,
  NewInvoiceDocumentRow,
  NewOrderAddressRow,
  NewOrderCommentRow,
  NewOrderEventRow,
  NewOrderNotificationRow,
  NewOrderPaymentRow,
  NewOrderRow,
} from '../../src/schema/index';

/**
 * The rows of one order before it is written: everything but the ids that the database hands
 * out (the writer fills them in, so many orders go in a few multi-row inserts).
 */
export interface OrderPlan {
  /** A new customer, or the id of one already in the database. */
  customer: Omit<NewCustomerRow, 'id'> | { id: number };
  order: Omit<NewOrderRow, 'id' | 'customer_id'>;
  addresses: Omit<NewOrderAddressRow, 'id' | 'order_id'>[];
  payments: Omit<NewOrderPaymentRow, 'id' | 'order_id'>[];
  notifications: Omit<NewOrderNotificationRow, 'id' | 'order_id'>[];
  carts: CartPlan[];
}

/** One cart and what its history left behind. */
export interface CartPlan {
  cart: Omit<NewCartRow, 'id' | 'order_id' | 'affiliate_id'>;
  /** What the customer pays for the cart: the domain's line net plus delivery charges. */
  net_paise: number;
  comments: Omit<NewOrderCommentRow, 'id' | 'order_id' | 'cart_id'>[];
  dockets: Omit<NewCartDocketRow, 'id' | 'cart_id'>[];
  invoices: Omit<NewInvoiceDocumentRow, 'id' | 'cart_id'>[];
  requestedDates: Omit<NewCartRequestedDateRow, 'id' | 'cart_id'>[];
  cancellationRequests: Omit<NewCancellationRequestRow, 'id' | 'cart_id'>[];
  events: Omit<NewOrderEventRow, 'id' | 'order_id' | 'cart_id'>[];
  /** Status changes, as the audit log records them (entity 'cart', entity_id the cart id). */
  audit: Omit<NewAuditLogRow, 'id' | 'entity' | 'entity_id'>[];
}
