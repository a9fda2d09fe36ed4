import type { RefundStatusId } from './statuses';

/**
 * The colour a refund (item) status is shown in (001 section 3: "the refund item status is shown
 * by colour"). The spec does not give them; they are Mantine palette names chosen to match the
 * automation colours: blue waiting, yellow under way, green paid, red trouble, grey cancelled.
 */
export const REFUND_STATUS_COLOURS: Record<RefundStatusId, string> = {
  1: 'blue',
  5: 'yellow',
  2: 'green',
  3: 'red',
  4: 'gray',
};
