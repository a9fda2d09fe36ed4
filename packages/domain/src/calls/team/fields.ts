import { z } from 'zod';
import { MEMBER_LIST_PAGE_SIZE } from '../../core/constants';
import { idParam, wireNumber } from '../../core/validation/wire-number';
import { ORDER_REQUEST_MESSAGES } from '../../orders/order-requests';

// Ids and offsets are 32-bit integers in the database; larger numbers can name nothing.
const MAX_ID = 2_147_483_647;

/** A staff login id in a body, with the message of the field it comes from. */
export const loginIdField = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** A staff login id in a query or path (text on the wire). */
export const loginIdQueryField = idParam;

/** Page size of the team lists: at most the member list's 100 (000 section 9). */
export const ZTeamLimit = wireNumber(
  z
    .number({ error: ORDER_REQUEST_MESSAGES.invalidLimit })
    .int(ORDER_REQUEST_MESSAGES.invalidLimit)
    .min(1, ORDER_REQUEST_MESSAGES.invalidLimit)
    .max(MEMBER_LIST_PAGE_SIZE, ORDER_REQUEST_MESSAGES.invalidLimit)
    .default(MEMBER_LIST_PAGE_SIZE),
);

export const ZTeamOffset = wireNumber(
  z
    .number({ error: ORDER_REQUEST_MESSAGES.invalidOffset })
    .int(ORDER_REQUEST_MESSAGES.invalidOffset)
    .min(0, ORDER_REQUEST_MESSAGES.invalidOffset)
    .max(MAX_ID, ORDER_REQUEST_MESSAGES.invalidOffset)
    .default(0),
);

/** A member in a list or an answer: who, by id and name. */
export interface MemberRef {
  login_id: number;
  name: string;
}
