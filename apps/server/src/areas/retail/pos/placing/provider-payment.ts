import { createHash, randomUUID } from 'node:crypto';
import { posOrders, type PosOrderRow } from '@backoffice/db/schema';
import { formatPaise } from '@backoffice/domain/core/money';
import {
  isDeviceMode,
  paymentModeLabel,
  POS_PLACING_MESSAGES as M,
  type PlacePosOrderAnswer,
  type TPlacePosOrderRequest,
} from '@backoffice/domain/retail/pos';
import { linkExpiresAt } from '@backoffice/domain/sales/payments';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../../core/use-case';
import { cancelAtProviderAfterCommit } from '../../../sales/index';
import { creditedAgent } from './cash-sale';
import type { PlacingPlan } from './placing-plan';
import { customerOf } from './pos-order.queries';
import { redeemForPayment, recordUnheldGiftCard } from './pos-gift-card';
import { checkPlaceable, lockedPosOrder } from './sale-record';

/** The card payment provider's via: its links may be sent again (Resend Payment Link). */
export const CARD_PROVIDER_VIA = 'Juspay';

/** How a payment in progress is named on the POS order: the card provider, or the machine. */
export function providerViaOf(mode: number, device: string | null): string {
  return isDeviceMode(mode) ? `POS machine ${device ?? ''}`.trim() : CARD_PROVIDER_VIA;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

interface Start {
  order: PosOrderRow;
  input: TPlacePosOrderRequest;
  plan: PlacingPlan;
  idempotency: IdempotentRequest | null;
}

/**
 * Starts a card (-3) or POS machine (1, 6, 10, 20) payment: the gift card's part is redeemed and
 * the payment created at the provider for what is left (no transaction open while it is asked),
 * then the POS order keeps the payment (ptr_id) with its choices, read-only, audited. The order
 * is placed when Check Status finds the payment paid. A start that is not kept cancels the
 * provider's payment and records the gift card's amount to refund.
 */
export async function startProviderPayment(
  ctx: AppContext,
  caller: StaffCaller,
  { order, input, plan, idempotency }: Start,
): Promise<PlacePosOrderAnswer> {
  const salt = idempotency ? `${idempotency.loginId}:${idempotency.key}` : randomUUID();
  const reference = `pos-${order.order_random_id}-${digest(salt)}`;
  const held =
    input.giftcard_number && input.giftcard_pin && input.giftcard_amount > 0
      ? await redeemForPayment(
          ctx,
          {
            number: input.giftcard_number,
            pin: input.giftcard_pin,
            amount_paise: input.giftcard_amount,
          },
          reference,
        )
      : null;
  const customer = await customerOf(ctx.db, order);
  const link = await ctx.integrations.payments.createLink({
    reference,
    amount_paise: plan.rest_paise,
    method: 'card',
    description: `Till order ${order.order_random_id}`,
    customer: { name: customer.name, mobile: order.mobile_number, email: customer.email },
    expires_at: linkExpiresAt(ctx.now()),
  });
  try {
    const answer = await runUseCase(ctx, caller, (scope) =>
      onceOnly(scope.tx, idempotency, async (): Promise<PlacePosOrderAnswer> => {
        const locked = await lockedPosOrder(scope, order.order_random_id);
        checkPlaceable(locked, input.version);
        const agent = await creditedAgent(scope, locked.retail_store_id, input.login_id);
        const via = providerViaOf(input.AllowedPaymentMode, input.device_number);
        await scope.tx
          .update(posOrders)
          .set({
            payment_type: 'ONLINE',
            payment_via: via,
            allowed_payment_mode: input.AllowedPaymentMode,
            ptr_id: link.id,
            placed_by_login_id: agent,
            device_number: input.device_number,
            offer_id: input.offer_id,
            offer_key: input.offer_key,
            card_bin: input.card_bin,
            bank_offer_saving_paise: plan.totals.bank_offer_saving_paise,
            wallet_a_paise: input.wallet_point_a,
            wallet_b_paise: input.wallet_point_b,
            giftcard_paise: held?.amount_paise ?? 0,
            giftcard_masked: held?.masked ?? null,
            final_amount_paise: plan.rest_paise,
            shipping_address_id: input.shipping_address,
            version: locked.version + 1,
            updated_at: scope.now,
          })
          .where(eq(posOrders.id, locked.id));
        await scope.record.change({
          entity: 'pos_order',
          id: locked.order_random_id,
          changes: {
            ptr_id: { before: null, after: link.id },
            payment_mode: { before: locked.allowed_payment_mode, after: input.AllowedPaymentMode },
            ...(held
              ? {
                  gift_card: {
                    before: null,
                    after: { card: held.masked, amount_paise: held.amount_paise },
                  },
                }
              : {}),
          },
          reason: `Payment of ${formatPaise(plan.rest_paise)} started by ${paymentModeLabel(input.AllowedPaymentMode)} (${link.id})`,
        });
        return {
          success: true,
          message: M.paymentStarted,
          is_order_created: 0,
          order_id: null,
          ptr_id: link.id,
          payment_url: link.url,
          contact_number: locked.mobile_number,
          change_to_return: null,
          version: locked.version + 1,
        };
      }),
    );
    // A replay answers the first payment: a link made again for it is not needed.
    if (answer.ptr_id !== link.id) await cancelUnkept(ctx, caller, link.id);
    return answer;
  } catch (error) {
    await cancelUnkept(ctx, caller, link.id);
    if (held) await recordUnheldGiftCard(ctx, caller, held, order.order_random_id);
    throw error;
  }
}

/**
 * A link made before the lock that no POS order kept, cancelled at the provider through the
 * outbox (logged and tried again while the provider is unavailable).
 */
function cancelUnkept(ctx: AppContext, caller: StaffCaller, id: string): Promise<void> {
  return runUseCase(ctx, caller, (scope) => cancelAtProviderAfterCommit(scope.tx, id));
}
