import { sandboxSwitch, type SandboxSwitch } from '../provider-error';
import type {
  NewProviderLink,
  PaymentsProvider,
  ProviderLink,
  ProviderLinkState,
  ProviderRefundOutcome,
  ProviderRefundRequest,
} from './payments';

/** How a person (or a test) settles a sandbox link on its payment page. */
export type SandboxOutcome = 'paid' | 'failed' | 'expired';

export interface SandboxLink extends NewProviderLink, ProviderLinkState {
  url: string;
  created_at: Date;
}

/** A refund the sandbox was asked for, with the outcome it gave. */
export interface SandboxRefund extends ProviderRefundRequest {
  outcome: ProviderRefundOutcome;
}

export interface SandboxPayments extends PaymentsProvider, SandboxSwitch {
  readonly kind: 'sandbox';
  /** The links created since the process started, oldest first. */
  readonly links: readonly SandboxLink[];
  /** The refunds asked for since the process started, oldest first, one per reference. */
  readonly refunds: readonly SandboxRefund[];
  /**
   * Plays the customer on the payment page: pay, fail a try, or let the link run out now. A
   * paid, expired or cancelled link stays as it is; a failed one may still be paid.
   */
  settle(id: string, outcome: SandboxOutcome): ProviderLinkState;
}

/** The sandbox's payment page of a link, served by this server (docs/sales.md). */
export const sandboxPagePath = (id: string) =>
  `/api/sandbox-payments/pay/${encodeURIComponent(id)}`;

const ID = /^sbx_([0-9a-z]+)_(\d+)$/;

/**
 * The sandbox's refund outcome, chosen by the amount's paise (docs/refunds.md, "Sandbox
 * refunds"): .91 always fails for a while, .92 fails on the first attempt and pays on the next,
 * .93 refuses the bank details, .94 refuses the amount, .95 holds it for manual review; any
 * other amount is paid.
 */
export function sandboxRefundOutcome(
  request: ProviderRefundRequest,
  paid: number,
): ProviderRefundOutcome {
  const success = {
    status: 'success',
    provider_reference: `sbx_rfnd_${paid}`,
    arn: `SBXARN${String(paid).padStart(8, '0')}`,
  } as const;
  switch (request.amount_paise % 100) {
    case 91:
      return { status: 'failed', reason: 'The bank did not answer in time' };
    case 92:
      return request.attempt <= 1
        ? { status: 'failed', reason: 'The bank did not answer in time' }
        : success;
    case 93:
      return { status: 'invalid_bank_details', reason: 'The beneficiary account is invalid' };
    case 94:
      return { status: 'invalid_amount', reason: 'The amount is above the refundable amount' };
    case 95:
      return {
        status: 'manual_review',
        provider_reference: `sbx_rfnd_${paid}`,
        reason: 'Held for review on the dashboard',
      };
    default:
      return success;
  }
}

/**
 * The sandbox payments provider: nothing leaves the machine. Links are kept in memory with ids
 * `sbx_<created, base 36 ms>_<n>`, pointing at the sandbox payment page of this server; a link
 * the process no longer knows (after a restart) reads from its id: pending until 24 hours after
 * its creation, then expired. Payment ids are `sbx_pay_<n>`.
 */
export function createSandboxPayments(
  publicUrl: string,
  now: () => Date = () => new Date(),
): SandboxPayments {
  const outage = sandboxSwitch('payments');
  const links: SandboxLink[] = [];
  const refunds: SandboxRefund[] = [];
  let count = 0;
  let payments = 0;

  const find = (id: string) => links.find((l) => l.id === id);
  const isOpen = (status: ProviderLinkState['status']) =>
    status === 'pending' || status === 'failed';
  /** A link's state now: an open link past its end has expired. */
  const stateOf = (link: SandboxLink): ProviderLinkState => {
    if (isOpen(link.status) && now().getTime() >= link.expires_at.getTime()) {
      link.status = 'expired';
      link.at = link.expires_at;
    }
    return { id: link.id, status: link.status, payment_id: link.payment_id, at: link.at };
  };
  /** A link created before a restart, known only by its id. */
  const remembered = (id: string): SandboxLink | undefined => {
    const match = ID.exec(id);
    if (!match?.[1]) return undefined;
    const created = parseInt(match[1], 36);
    const link: SandboxLink = {
      id,
      url: '',
      reference: id,
      amount_paise: 0,
      method: 'card',
      description: '',
      customer: { name: '', mobile: '', email: null },
      created_at: new Date(created),
      expires_at: new Date(created + 24 * 3_600_000),
      status: 'pending',
      payment_id: null,
      at: null,
    };
    links.push(link);
    return link;
  };
  const known = (id: string) => find(id) ?? remembered(id);

  return {
    kind: 'sandbox',
    links,
    refunds,
    setDown: outage.setDown,
    async createLink(link): Promise<ProviderLink> {
      outage.check();
      // A reference it holds an open link for answers that link, as the real provider does.
      const same = links.find((l) => l.reference === link.reference);
      if (same && isOpen(stateOf(same).status)) return { id: same.id, url: same.url };
      count += 1;
      const id = `sbx_${now().getTime().toString(36)}_${count}`;
      const url = `${publicUrl}${sandboxPagePath(id)}`;
      links.push({
        ...link,
        id,
        url,
        created_at: now(),
        status: 'pending',
        payment_id: null,
        at: null,
      });
      return { id, url };
    },
    async getLink(id) {
      outage.check();
      const link = known(id);
      if (!link) return { id, status: 'expired', payment_id: null, at: null };
      return stateOf(link);
    },
    async cancelLink(id) {
      outage.check();
      const link = known(id);
      if (link && stateOf(link).status !== 'paid') link.status = 'cancelled';
    },
    async refund(request) {
      outage.check();
      // A reference it has answered keeps its outcome, as the real provider does.
      const same = refunds.find((r) => r.reference === request.reference);
      if (same) return same.outcome;
      const outcome = sandboxRefundOutcome(request, refunds.length + 1);
      refunds.push({ ...request, outcome });
      return outcome;
    },
    settle(id, outcome) {
      const link = known(id);
      if (!link) return { id, status: 'expired', payment_id: null, at: null };
      const state = stateOf(link);
      if (state.status !== 'pending' && state.status !== 'failed') return state;
      link.at = now();
      if (outcome === 'expired') {
        link.status = 'expired';
      } else {
        payments += 1;
        link.status = outcome;
        link.payment_id = `sbx_pay_${payments}`;
      }
      return stateOf(link);
    },
  };
}
