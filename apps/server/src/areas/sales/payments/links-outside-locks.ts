import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { paymentLinks } from '@backoffice/db/schema';
import { inArray, is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import type { IdempotentRequest } from '../../../core/idempotency/idempotency';
import type { NewProviderLink, ProviderLink } from '../../../integrations/payments/payments';

/** A link a use case needs, as the provider is asked for it (the reference is made here). */
export type LinkNeed = Omit<NewProviderLink, 'reference'> & {
  /** The start of the reference: the order and the link type. */
  label: string;
};

/** A link the provider made for a need, with the expiry it was made with. */
export type MadeLink = ProviderLink & { expires_at: Date };

/** Where a use case takes the links it needs from, inside its transaction. */
interface LinkSource {
  /** The link created for this need before the transaction, else LinkNeeded. */
  take(need: LinkNeed): MadeLink;
}

/** A use case's run stopped where it needs a link the provider has not made yet. */
class LinkNeeded extends Error {
  override name = 'LinkNeeded';
  constructor(readonly need: LinkNeed) {
    super('A payment link is needed before this use case can commit');
  }
}

/** How many times a use case is run when what it asks for changes between two runs. */
const MAX_RUNS = 3;

const storage = new AsyncLocalStorage<LinkSource>();

/** What makes two needs the same link: everything but the expiry (a run later ends later). */
const needKey = (need: LinkNeed) =>
  JSON.stringify([need.label, need.amount_paise, need.method, need.description, need.customer]);

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * The link a use case asks for inside its transaction: the one made for it before the
 * transaction began. When there is none yet, the run stops (and rolls back) so that the link is
 * made outside any lock: only `runWithPaymentLinks` may run a use case that asks for one.
 */
export function providedLink(need: LinkNeed): MadeLink {
  const source = storage.getStore();
  if (!source) throw new Error('providedLink: run the use case with runWithPaymentLinks');
  return source.take(need);
}

/**
 * Runs a use case that may send payment links without ever calling the provider while it holds
 * a row lock (docs/decisions/006-outbox.md). A run that reaches a link it does not have yet
 * stops and rolls back; the link is created outside any transaction, with a reference the
 * provider dedupes (from the Idempotency-Key when there is one, so a retried or concurrent
 * request gets the same link), and the use case runs again and keeps it. Links that no
 * committed row holds at the end (the use case failed, asked for another amount, or replayed an
 * earlier answer) are cancelled.
 */
export async function runWithPaymentLinks<T>(
  ctx: AppContext,
  idempotency: IdempotentRequest | null,
  run: () => Promise<T>,
): Promise<T> {
  if (is(ctx.db, PgTransaction)) throw new Error('runWithPaymentLinks: not inside a transaction');
  const salt = idempotency
    ? `${idempotency.loginId}:${idempotency.route}:${idempotency.key}`
    : randomUUID();
  const made = new Map<string, MadeLink>();
  const source: LinkSource = {
    take(need) {
      const link = made.get(needKey(need));
      if (!link) throw new LinkNeeded(need);
      return link;
    },
  };
  try {
    for (let runs = 1; ; runs += 1) {
      try {
        const answer = await storage.run(source, run);
        await ctx.outbox.afterCommit();
        return answer;
      } catch (error) {
        if (!(error instanceof LinkNeeded)) throw error;
        // The carts kept changing under the use case: the caller reloads and tries again.
        if (runs >= MAX_RUNS) throw new AppError('STALE');
        made.set(needKey(error.need), await createAtProvider(ctx, error.need, salt));
      }
    }
  } finally {
    await cancelUnkept(
      ctx,
      [...made.values()].map((link) => link.id),
    );
  }
}

async function createAtProvider(ctx: AppContext, need: LinkNeed, salt: string): Promise<MadeLink> {
  const { label, ...link } = need;
  const reference = `${label}-${digest(`${salt}:${needKey(need)}`)}`;
  const made = await ctx.integrations.payments.createLink({ ...link, reference });
  return { ...made, expires_at: need.expires_at };
}

/** Cancels the links made for a use case that no committed row holds (nothing asks for them). */
async function cancelUnkept(ctx: AppContext, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const kept = await ctx.db
    .select({ id: paymentLinks.transaction_id })
    .from(paymentLinks)
    .where(inArray(paymentLinks.transaction_id, ids));
  const keptIds = new Set(kept.map((k) => k.id));
  for (const id of ids) {
    if (!keptIds.has(id)) await ctx.integrations.payments.cancelLink(id).catch(() => undefined);
  }
}
