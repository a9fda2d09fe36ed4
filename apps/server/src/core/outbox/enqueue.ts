import type { Database } from '@backoffice/db';
import { outboxMessages } from '@backoffice/db/schema';

/** A side effect to carry out once the use case that asks for it has committed. */
export interface OutboxEntry {
  /** What to do ("message.send"); the area that owns the kind registers its handler. */
  kind: string;
  /** Unique per effect: the same key is kept once, so a replayed use case asks once. */
  key: string;
  /** What the handler needs, as JSON. */
  payload: unknown;
}

/**
 * Asks for a side effect inside the use case's transaction: it is sent after the commit, and
 * never when the transaction rolls back. A key already queued is left as it is.
 */
export async function enqueue(tx: Database, entry: OutboxEntry): Promise<void> {
  await tx
    .insert(outboxMessages)
    .values({ kind: entry.kind, dedupe_key: entry.key, payload: entry.payload })
    .onConflictDoNothing({ target: outboxMessages.dedupe_key });
}
