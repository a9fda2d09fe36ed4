import { orderPayments, type OrderRow } from '@backoffice/db/schema';
import { GIFT_CARD_RESPONSE_CODES, maskGiftCardNumber } from '@backoffice/domain/sales/coupons';
import { CARD_LINK_METHOD_ID } from '@backoffice/domain/sales/payments';
import { toWireRupees } from '@backoffice/domain/core/money';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { runUseCase, type Caller, type UseCaseScope } from '../../../core/use-case';
import { couponError } from '../coupons/coupons.errors';
import { planGiftCard, type GiftCardAsked, type GiftCardPlan } from './gift-card-check';

/** A placing's run stopped where it needs the provider: the card checked, or redeemed. */
class ProviderNeeded extends Error {
  override name = 'ProviderNeeded';
  constructor(readonly need: { check: number } | 'redeem') {
    super('The gift card provider is asked before this use case can commit');
  }
}

/** How many times a placing runs when what it asks of the card keeps changing. */
const MAX_RUNS = 4;

/**
 * A gift card paying part of one placing (docs/decisions/010-provider-calls-outside-locks.md).
 * The provider is never called inside the transaction: a run that reaches the card's check or
 * redemption rolls back, the provider is asked, and the use case runs again. The redemption's
 * reference is derived from the order (or the Idempotency-Key), so the provider takes the amount
 * once however often it is asked; an idempotent replay reaches neither and asks nothing.
 */
export class GiftCardPayment {
  private checked: { payablePaise: number; plan: GiftCardPlan } | null = null;
  private redeemed: { plan: GiftCardPlan; transaction_id: string } | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly card: GiftCardAsked,
    private readonly reference: string,
  ) {}

  /** Runs the use case, asking the provider between runs for what it stopped on. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    for (let runs = 1; ; runs += 1) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof ProviderNeeded)) throw error;
        if (runs >= MAX_RUNS) throw new AppError('STALE');
        await this.ask(error.need);
      }
    }
  }

  /** Inside the use case: what the card pays of the priced payable, paise. */
  amountFor(payablePaise: number): number {
    if (this.checked?.payablePaise !== payablePaise) {
      // The card was redeemed for another payable: the order changed under the placing.
      if (this.redeemed) throw new AppError('STALE');
      throw new ProviderNeeded({ check: payablePaise });
    }
    return this.checked.plan.amount_paise;
  }

  /** Inside the use case: keeps the redemption as a paid payment of the order. */
  async keep({ tx, now, caller }: UseCaseScope, order: OrderRow): Promise<void> {
    if (!this.redeemed) throw new ProviderNeeded('redeem');
    await tx.insert(orderPayments).values({
      order_id: order.id,
      method_id: CARD_LINK_METHOD_ID,
      amount_paise: this.redeemed.plan.amount_paise,
      status: 'paid',
      reference: this.paymentReference(this.redeemed.transaction_id),
      recorded_by_login_id: caller.login_id,
      created_at: now,
    });
  }

  /** After a placing that failed: a redemption no order holds is kept in the history, to refund. */
  async recordUnplaced(caller: Caller, orderRandomId: string): Promise<void> {
    const taken = this.redeemed;
    if (!taken) return;
    await runUseCase(this.ctx, caller, async ({ tx, record }) => {
      const [held] = await tx
        .select({ id: orderPayments.id })
        .from(orderPayments)
        .where(eq(orderPayments.reference, this.paymentReference(taken.transaction_id)));
      if (held) return;
      await record.change({
        entity: 'gift_card',
        id: maskGiftCardNumber(this.card.card_number),
        changes: {
          redemption: {
            before: null,
            after: {
              transaction_id: taken.transaction_id,
              amount: toWireRupees(taken.plan.amount_paise),
              reference: this.reference,
              order_random_id: orderRandomId,
            },
          },
        },
        reason: `Gift card redeemed for order ${orderRandomId}, which was not placed: to refund`,
      });
    });
  }

  /** Asks the provider, with no transaction open, for what a run stopped on. */
  private async ask(need: ProviderNeeded['need']): Promise<void> {
    if (need !== 'redeem') {
      const plan = await planGiftCard(this.ctx, this.card, need.check);
      if (plan) this.checked = { payablePaise: need.check, plan };
      return;
    }
    if (!this.checked) throw new Error('GiftCardPayment: a redemption before the check');
    if (this.redeemed) return;
    const { plan } = this.checked;
    const taken = await redeemAtProvider(this.ctx, plan, this.reference);
    this.redeemed = { plan, transaction_id: taken.transaction_id };
  }

  /** How the order's payments name the redemption. */
  private paymentReference(transactionId: string): string {
    return `Gift card ${maskGiftCardNumber(this.card.card_number)} (${transactionId})`;
  }
}

/** Takes the planned amount off the card; a refusal fails the placing (nothing was written). */
async function redeemAtProvider(
  ctx: AppContext,
  plan: GiftCardPlan,
  reference: string,
): Promise<{ transaction_id: string }> {
  const taken = await ctx.integrations.giftCards.redeem(
    plan.card_number,
    plan.pin,
    plan.amount_paise,
    reference,
  );
  if (taken.response_code !== GIFT_CARD_RESPONSE_CODES.ok || !taken.transaction_id) {
    const code =
      taken.response_code === GIFT_CARD_RESPONSE_CODES.insufficientBalance
        ? 'sales.gift_card_no_balance'
        : 'sales.gift_card_invalid';
    throw couponError(code).at('gift_card.card_number');
  }
  return { transaction_id: taken.transaction_id };
}
