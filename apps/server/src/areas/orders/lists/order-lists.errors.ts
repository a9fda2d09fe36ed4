import { ORDER_EXPORT_MAX_ROWS, type OrderTeam } from '@backoffice/domain/orders';
import type { AppError } from '../../../core/errors';
import { areaErrors, type ErrorRow } from '../../../core/errors';

const TEAM_NAMES: Record<OrderTeam, string> = { oc: 'Order Confirmation', rt: 'Relationship' };

/** Why a work list cannot be read. */
export type OrderListErrorCode =
  'orders.unknown_platform' | 'orders.unknown_list' | 'orders.export_too_large';

/** Each work-list failure's kind and message. */
export const ORDER_LIST_ERRORS = {
  'orders.unknown_platform': {
    kind: 'NOT_FOUND',
    message: (platform: string) => `Unknown platform "${platform}"`,
  },
  'orders.unknown_list': {
    kind: 'NOT_FOUND',
    message: (team: OrderTeam, slug: string) =>
      `The ${TEAM_NAMES[team]} Team has no list "${slug}"`,
  },
  'orders.export_too_large': {
    kind: 'BAD_REQUEST',
    message: (count: number) =>
      `This list has ${count.toLocaleString('en-IN')} orders: an export holds at most ${ORDER_EXPORT_MAX_ROWS.toLocaleString('en-IN')}`,
  },
} as const satisfies Record<OrderListErrorCode, ErrorRow>;

const orderListError = areaErrors(ORDER_LIST_ERRORS);

/** 404: the platform segment names neither the brand nor the other channels. */
export const unknownPlatform = (platform: string): AppError =>
  orderListError('orders.unknown_platform', platform);

/** 404: the slug is not a status tab of the team's list for this user. */
export const unknownList = (team: OrderTeam, slug: string): AppError =>
  orderListError('orders.unknown_list', team, slug);

/** 400: the list holds more carts than one export writes. */
export const exportTooLarge = (count: number): AppError =>
  orderListError('orders.export_too_large', count);
