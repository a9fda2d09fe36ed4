import type { Capability } from './capabilities';

/**
 * How many writes (POST, PUT, PATCH, DELETE routes) one capability may gate without a written
 * reason: a use case has a handful of steps; more usually means several use cases share a name,
 * and "only X may do Y" could no longer be changed in one rule.
 */
export const WRITES_WITHOUT_REASON = 5;

/**
 * The capabilities that gate more writes than that, each with why its writes stay together. The
 * server's route walk fails on a broad capability missing here, and on a reason left here after
 * its capability narrowed.
 */
export const BROAD_WRITES: Partial<Record<Capability, string>> = {
  session:
    "Each signed-in person's own work, open to all by the spec: signing out, choosing or changing " +
    'their password, their saved filters, dialling the customer on their screen and recording ' +
    "the call's disposition, and checking a GSTIN (a look-up sent as a POST).",
  'returns:request':
    'Raising and following one customer request is one conversation with the customer: the ' +
    'request itself, its replacement, the issued items and packaging, cancelling it before ' +
    'approval, its hold reason and its pickup date. The same agents take every step (docs/returns.md).',
  'returns:approve':
    'The Team Leader’s decision on a return: approving, processing, marking lost, ordering the ' +
    'lost product again, raising its refund and settling an RTS. One decision maker by the spec.',
  'distribution:manage':
    'Keeping a distributor’s record: creating and editing it, verifying it, its dealer COD and ' +
    'its credit. Setting the status and the credit limit are narrower powers the use cases ' +
    'check (distribution:set-status, distribution:set-credit-limit), and credit above the ' +
    'threshold waits for distribution:approve-credit.',
};
