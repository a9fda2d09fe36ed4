import type { LinkMethodKind } from '@backoffice/domain/sales/payments';

/** A payment link to create: what the customer pays, through which product, until when. */
export interface NewProviderLink {
  /**
   * Our own reference of the link (the provider echoes it in its records). A reference the
   * provider holds an open link for answers that link: a retried call never makes two.
   */
  reference: string;
  amount_paise: number;
  /** card: the card payment provider's checkout (cards, UPI, net banking); bank: a bank link. */
  method: LinkMethodKind;
  description: string;
  customer: { name: string; mobile: string; email: string | null };
  expires_at: Date;
}

/** The provider's link: its id (our transaction id) and the page the customer pays on. */
export interface ProviderLink {
  id: string;
  url: string;
}

/** A link's state as the provider reports it. */
export interface ProviderLinkState {
  id: string;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled';
  /** The provider's id of the payment (on paid and failed tries). */
  payment_id: string | null;
  /** When the last payment try ended. */
  at: Date | null;
}

/**
 * The payments provider: card payments and bank payment links (ARCHITECTURE section 4,
 * "Integrations"). The customer pays on the provider's page; the console creates, reads and
 * cancels links. Throws ProviderError when the provider does not do what was asked.
 */
export interface PaymentsProvider {
  createLink(link: NewProviderLink): Promise<ProviderLink>;
  getLink(id: string): Promise<ProviderLinkState>;
  cancelLink(id: string): Promise<void>;
}
