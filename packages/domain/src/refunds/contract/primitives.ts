import { z } from 'zod';
import { REFUND_AUTOMATION_STATUS_CODES, type RefundAutomationStatus } from '../automation';

// The bounded strings and numbers this area's answers are built of (not part of the area's face).

export const ZText = z.string().max(200);
export const ZLongText = z.string().max(2000);
export const ZInt = z.number().int();
export const ZAutomationStatus = z.enum(
  REFUND_AUTOMATION_STATUS_CODES as [RefundAutomationStatus, ...RefundAutomationStatus[]],
);
export const ZPlatform = z.enum(['product', 'affiliate']);
