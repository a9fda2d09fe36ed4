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

/** The customer's bank account a refund is paid into (refunds of cash on delivery). */
export interface RefundBankAccount {
  holder_name: string;
  account_number: string;
  ifsc: string;
}

/** A refund to pay out: one attempt of one refund of ours. */
export interface ProviderRefundRequest {
  /**
   * Our own reference of the attempt: the provider answers a reference it has seen with the
   * outcome it gave, so a retried call never pays twice.
   */
  reference: string;
  /** Our refund's id: the same across its attempts. */
  refund_id: number;
  /** Which attempt of the refund this is, from 1. */
  attempt: number;
  amount_paise: number;
  /** Where the money goes: a bank account, or null to the original payment. */
  bank_account: RefundBankAccount | null;
}

/**
 * What the provider did with a refund: paid (with its reference and the bank's ARN), failed
 * for a while (tried again later), refused the bank details or the amount, or held it for a
 * person to review on its dashboard.
 */
export type ProviderRefundOutcome =
  | { status: 'success'; provider_reference: string; arn: string }
  | { status: 'failed'; reason: string }
  | { status: 'invalid_bank_details'; reason: string }
  | { status: 'invalid_amount'; reason: string }
  | { status: 'manual_review'; provider_reference: string; reason: string };

/**
 * The payments provider: card payments and bank payment links (ARCHITECTURE section 4,
 * "Integrations"). The customer pays on the provider's page; the console creates, reads and
 * cancels links. Throws ProviderError when the provider does not do what was asked.
 */
export interface PaymentsProvider {
  createLink(link: NewProviderLink): Promise<ProviderLink>;
  getLink(id: string): Promise<ProviderLinkState>;
  cancelLink(id: string): Promise<void>;
  /** Pays a refund out; an outcome the provider decided is an answer, not a failure. */
  refund(request: ProviderRefundRequest): Promise<ProviderRefundOutcome>;
}
