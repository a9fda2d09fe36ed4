import { sandboxSwitch, type SandboxSwitch } from '../provider-error';
import type {
  NewProviderLink,
  PaymentsProvider,
  ProviderLink,
  ProviderLinkState,
} from './payments';

/** How a person (or a test) settles a sandbox link on its payment page. */
export type SandboxOutcome = 'paid' | 'failed' | 'expired';

export interface SandboxLink extends NewProviderLink, ProviderLinkState {
  url: string;
}

export interface SandboxPayments extends PaymentsProvider, SandboxSwitch {
  readonly kind: 'sandbox';
  /** The links created since the process started, oldest first. */
  readonly links: readonly SandboxLink[];
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
    setDown: outage.setDown,
    async createLink(link): Promise<ProviderLink> {
      outage.check();
      // A reference it holds an open link for answers that link, as the real provider does.
      const same = links.find((l) => l.reference === link.reference);
      if (same && isOpen(stateOf(same).status)) return { id: same.id, url: same.url };
      count += 1;
      const id = `sbx_${now().getTime().toString(36)}_${count}`;
      const url = `${publicUrl}${sandboxPagePath(id)}`;
      links.push({ ...link, id, url, status: 'pending', payment_id: null, at: null });
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
