import { POWER_RULES } from '../access/powers';
import type { Principal } from '../access/roles';

/** Screens that offer a choice of payment method (spec 000 section 3). */
export type PaymentContext =
  'place-order' | 'cart-edit' | 'refund-platform' | 'cod-to-online' | 'customer-details-edit';

export interface PaymentMethodDef {
  id: number;
  /** The name of spec 001 section 3 (the `payment_via` value staff pick). */
  name: string;
  type: 'COD' | 'ONLINE';
  /** The kind-neutral description of spec 000 section 3. */
  description: string;
  offeredIn: readonly PaymentContext[];
}

/**
 * Payment methods: names from 001 section 3, descriptions and screens from 000 section 3. The
 * spec names no screen that offers Refund Automation, so none does.
 */
export const PAYMENT_METHODS = [
  { id: 1, name: 'COD', type: 'COD', description: 'Cash on delivery', offeredIn: ['place-order'] },
  {
    id: 2,
    name: 'Juspay',
    type: 'ONLINE',
    description: 'Online via a card payment provider',
    offeredIn: ['place-order', 'cart-edit', 'refund-platform', 'cod-to-online'],
  },
  {
    id: 3,
    name: 'Razorpay Bank Account',
    type: 'ONLINE',
    description: 'Online via a bank account',
    offeredIn: ['customer-details-edit'],
  },
  {
    id: 4,
    name: 'Refund Automation',
    type: 'ONLINE',
    description: 'Refund Automation',
    offeredIn: [],
  },
  {
    id: 5,
    name: 'Retail Affiliate',
    type: 'ONLINE',
    description: 'Retail Affiliate',
    offeredIn: ['place-order'],
  },
  // Designed (docs/distribution.md): a distributor order paid from the dealer's credit ledger,
  // offered to Distribution Managers only (mayUsePaymentMethod), who place no other orders.
  {
    id: 6,
    name: 'Dealer Credit',
    type: 'ONLINE',
    description: "Paid from the distributor's dealer credit",
    offeredIn: ['place-order'],
  },
] as const satisfies readonly PaymentMethodDef[];

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentMethodId = PaymentMethod['id'];

/** The dealer credit method: a distributor order paid from its credit ledger. */
export const DEALER_CREDIT_PAYMENT_METHOD_ID = 6 satisfies PaymentMethodId;

/** The bank-account method, restricted to a few roles (001 sections 3 and 6). */
export const BANK_ACCOUNT_PAYMENT_METHOD_ID = 3 satisfies PaymentMethodId;

/**
 * Whether a user may pick a method as payment via: 3 and 6 (Dealer Credit) each need their power
 * of the access rules; every other method is open.
 */
export function mayUsePaymentMethod(
  id: PaymentMethodId,
  p: Pick<Principal, 'role' | 'login_role'>,
): boolean {
  if (id === DEALER_CREDIT_PAYMENT_METHOD_ID)
    return POWER_RULES['payments:dealer-credit-method'](p);
  if (id === BANK_ACCOUNT_PAYMENT_METHOD_ID) return POWER_RULES['payments:bank-account-method'](p);
  return true;
}

/** The payment methods a screen offers to a user. */
export function paymentMethodsFor(
  where: PaymentContext,
  p: Pick<Principal, 'role' | 'login_role'>,
): PaymentMethod[] {
  return PAYMENT_METHODS.filter(
    (m) =>
      (m.offeredIn as readonly PaymentContext[]).includes(where) && mayUsePaymentMethod(m.id, p),
  );
}
