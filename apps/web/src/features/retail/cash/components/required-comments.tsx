import { CASH_COMMENTS_MAX, ZResolveDisputeRequest } from '@backoffice/domain/retail/cash';
import type { z } from 'zod';

/** The required comments of a dispute, with the spec's 'Comments are Required!'. */
export const ZDisputeComments = ZResolveDisputeRequest.pick({ comments: true });
export type DisputeComments = z.input<typeof ZDisputeComments>;

/** The Comments box of the dispute forms (the kit's TextareaField takes these). */
export const COMMENTS_FIELD = {
  label: 'Comments',
  required: true,
  autosize: true,
  maxLength: CASH_COMMENTS_MAX,
} as const;
