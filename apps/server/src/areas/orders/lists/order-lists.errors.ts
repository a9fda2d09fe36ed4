import type { OrderTeam } from '@backoffice/domain/orders';
import type { AppError } from '../../../core/errors';
import { areaErrors, type ErrorRow } from '../../../core/errors';

const TEAM_NAMES: Record<OrderTeam, string> = { oc: 'Order Confirmation', rt: 'Relationship' };

/** Why a work list cannot be read. */
export type OrderListErrorCode = 'orders.unknown_platform' | 'orders.unknown_list';

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
} as const satisfies Record<OrderListErrorCode, ErrorRow>;

const orderListError = areaErrors(ORDER_LIST_ERRORS);

/** 404: the platform segment names neither the brand nor the other channels. */
export const unknownPlatform = (platform: string): AppError =>
  orderListError('orders.unknown_platform', platform);

/** 404: the slug is not a status tab of the team's list for this user. */
export const unknownList = (team: OrderTeam, slug: string): AppError =>
  orderListError('orders.unknown_list', team, slug);
