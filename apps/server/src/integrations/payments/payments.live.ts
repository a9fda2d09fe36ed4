import { z } from 'zod';
import { ProviderError } from '../provider-error';
import { callProvider, type LiveProviderConfig } from '../provider-http';
import type { PaymentsProvider, ProviderLinkState, ProviderRefundOutcome } from './payments';

const ZCreated = z.object({ id: z.string().min(1), url: z.url() });
const ZState = z.object({
  id: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'expired', 'cancelled']),
  payment_id: z.string().nullish(),
  at: z.iso.datetime({ offset: true }).nullish(),
});

const ZRefundOutcome = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('success'),
    provider_reference: z.string().min(1).max(100),
    arn: z.string().min(1).max(100),
  }),
  z.object({ status: z.literal('failed'), reason: z.string().max(500) }),
  z.object({ status: z.literal('invalid_bank_details'), reason: z.string().max(500) }),
  z.object({ status: z.literal('invalid_amount'), reason: z.string().max(500) }),
  z.object({
    status: z.literal('manual_review'),
    provider_reference: z.string().min(1).max(100),
    reason: z.string().max(500),
  }),
]);

const unavailable = (status: number) =>
  new ProviderError('payments', 'unavailable', { cause: `HTTP ${status}` });

/**
 * Links through the payments provider's API, with PAYMENTS_API_KEY as a bearer token:
 * POST {PAYMENTS_API_URL}/payment-links `{ reference, amount_paise, method, description,
 * customer, expires_at }` answering `{ id, url }`; GET /payment-links/{id} answering
 * `{ id, status, payment_id?, at? }`; POST /payment-links/{id}/cancel. The provider calls
 * POST /api/payments/notify/ with `{ transaction_id }` when a link changes, and the console
 * reads the link back from here (it never trusts the notice itself). Refunds: POST /refunds
 * `{ reference, refund_id, attempt, amount_paise, bank_account }` answering the outcome
 * `{ status, provider_reference?, arn?, reason? }`. Without the URL and the key every call is
 * 503 "not configured".
 */
export function createLivePayments(config: LiveProviderConfig): PaymentsProvider {
  return {
    async createLink(link) {
      const response = await callProvider('payments', config, '/payment-links', {
        method: 'POST',
        body: { ...link, expires_at: link.expires_at.toISOString() },
      });
      const created = ZCreated.safeParse(response.body);
      if (response.status >= 300 || !created.success) throw unavailable(response.status);
      return created.data;
    },
    async getLink(id): Promise<ProviderLinkState> {
      const response = await callProvider(
        'payments',
        config,
        `/payment-links/${encodeURIComponent(id)}`,
      );
      const state = ZState.safeParse(response.body);
      if (response.status >= 300 || !state.success) throw unavailable(response.status);
      return {
        id: state.data.id,
        status: state.data.status,
        payment_id: state.data.payment_id ?? null,
        at: state.data.at ? new Date(state.data.at) : null,
      };
    },
    async cancelLink(id) {
      const response = await callProvider(
        'payments',
        config,
        `/payment-links/${encodeURIComponent(id)}/cancel`,
        { method: 'POST', body: {} },
      );
      if (response.status >= 300) throw unavailable(response.status);
    },
    async refund(request): Promise<ProviderRefundOutcome> {
      const response = await callProvider('payments', config, '/refunds', {
        method: 'POST',
        body: request,
      });
      const outcome = ZRefundOutcome.safeParse(response.body);
      if (response.status >= 300 || !outcome.success) throw unavailable(response.status);
      return outcome.data;
    },
  };
}
