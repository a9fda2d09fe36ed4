import { z } from 'zod';
import { ZAnswerMessage, ZAnswerTimestamp } from '../core/validation/answer-text';
import { wireNumber } from '../core/validation/wire-number';

/**
 * /leadsquared: the spec does not show the screen. Ours (docs/quotations.md): a sync screen for
 * the external lead CRM, through the lead-crm adapter. "Pull" brings the CRM's new leads into
 * quotations' leads (matched by the CRM's lead id, never twice); "Push" sends each lead whose
 * status changed since its last push. Each run is kept and listed.
 */
export const LEAD_SYNC_KINDS = ['pull', 'push'] as const;
export type LeadSyncKind = (typeof LEAD_SYNC_KINDS)[number];

/** A sync run as the screen lists it. */
export const ZLeadSyncRun = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_SYNC_KINDS),
  /** Leads pulled in, or statuses pushed. */
  done_count: z.number().int(),
  /** Leads skipped (already pulled) or pushes refused by the CRM. */
  skipped_count: z.number().int(),
  message: ZAnswerMessage,
  by_name: z.string().max(120),
  create_timestamp: ZAnswerTimestamp,
});
export type LeadSyncRun = z.infer<typeof ZLeadSyncRun>;

/** GET /api/leadsquared/: the runs (newest first) and how many statuses await a push. */
export const ZLeadSyncAnswer = z.object({
  runs: z.array(ZLeadSyncRun),
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
  pending_pushes: z.number().int(),
  provider: z.string().max(40),
});
export type LeadSyncAnswer = z.infer<typeof ZLeadSyncAnswer>;

/** GET /api/leadsquared/?limit=&offset=. */
export const ZLeadSyncQuery = z.object({
  limit: wireNumber(z.number().int().min(1).max(100)).default(20),
  offset: wireNumber(z.number().int().min(0).max(1_000_000)).default(0),
});

/** POST /api/leadsquared/pull/ and /push/: the run made. */
export const ZLeadSyncRunAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  run: ZLeadSyncRun,
});
export type LeadSyncRunAnswer = z.infer<typeof ZLeadSyncRunAnswer>;
