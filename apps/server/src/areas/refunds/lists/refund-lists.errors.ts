import { areaErrors } from '../../../core/errors';

/** The refusals of the refund lists (docs/refunds.md "Lists"). */
const REFUND_LIST_ERRORS = {
  'refunds.no_such_list': {
    kind: 'NOT_FOUND',
    message: 'No such refund list: check the category, platform and status',
  },
  'refunds.export_too_large': {
    kind: 'BAD_REQUEST',
    message: (count: number) =>
      `The list has ${count} refunds; narrow the dates to export at most 10000`,
  },
} as const;

export const refundListError = areaErrors(REFUND_LIST_ERRORS);
