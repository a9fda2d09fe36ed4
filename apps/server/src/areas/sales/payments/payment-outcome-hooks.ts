import type { PaymentLinkRow } from '@backoffice/db/schema';
import type { UseCaseScope } from '../../../core/use-case';

/** A payment through a link, as the provider reported it; each hook runs in its use case. */
export interface LinkPayment {
  /** The use case that records the payment: its transaction, time, caller and history. */
  scope: UseCaseScope;
  /** The link as it was before the report (locked, with its order). */
  link: PaymentLinkRow;
}

/** What another part of the sales area does when a link is paid or a try through it fails. */
export type LinkPaymentHook = (payment: LinkPayment) => Promise<void>;

type Outcome = 'paid' | 'failed';

/** What runs, in order, for each outcome of a payment through a link. */
export type LinkPaymentHooks = Readonly<Record<Outcome, readonly LinkPaymentHook[]>>;

let hooks: LinkPaymentHooks = { paid: [], failed: [] };

/**
 * Sets, when the app is built (areas/events.ts), what runs when a link is paid (or a try fails):
 * place-order settles the cart modifications awaiting the link, so payments never imports
 * place-order.
 */
export function wireLinkPayment(wired: LinkPaymentHooks): void {
  hooks = wired;
}

/** Runs the hooks registered for an outcome, one after the other, in the payment's transaction. */
export async function runLinkPaymentHooks(outcome: Outcome, payment: LinkPayment): Promise<void> {
  for (const hook of hooks[outcome]) await hook(payment);
}
