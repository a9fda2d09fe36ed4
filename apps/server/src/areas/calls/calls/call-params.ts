import { wireNumber } from '@backoffice/domain/core/validation';
import { z } from 'zod';

/** The :call_id of a click-to-call call (the telephony provider's id). */
export const ZCallIdParam = z.object({ call_id: z.string().trim().min(1).max(100) });

/** The :id of a call record (its recording). */
export const ZCallRecordIdParam = z.object({
  id: wireNumber(
    z
      .number({ error: 'id must be a call id' })
      .int('id must be a call id')
      .min(1, 'id must be a call id')
      .max(Number.MAX_SAFE_INTEGER, 'id must be a call id'),
  ),
});
