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

const hooks: Record<Outcome, Set<LinkPaymentHook>> = { paid: new Set(), failed: new Set() };

/**
 * Registers what to do when a link is paid (or a try fails), at start-up: place-order settles
 * the cart modifications awaiting the link this way, so payments never imports place-order.
 * Registering the same hook twice runs it once.
 */
export function onLinkPayment(outcome: Outcome, hook: LinkPaymentHook): void {
  hooks[outcome].add(hook);
}

/** Runs the hooks registered for an outcome, one after the other, in the payment's transaction. */
export async function runLinkPaymentHooks(outcome: Outcome, payment: LinkPayment): Promise<void> {
  for (const hook of hooks[outcome]) await hook(payment);
}
