import type { OrderTeam } from '@backoffice/domain/orders';
import { AppError } from '../../../core/errors';

const TEAM_NAMES: Record<OrderTeam, string> = { oc: 'Order Confirmation', rt: 'Relationship' };

/** 404: the platform segment names neither the brand nor the other channels. */
export const unknownPlatform = (platform: string) =>
  new AppError('NOT_FOUND', { message: `Unknown platform "${platform}"` });

/** 404: the slug is not a status tab of the team's list for this user. */
export const unknownList = (team: OrderTeam, slug: string) =>
  new AppError('NOT_FOUND', { message: `The ${TEAM_NAMES[team]} Team has no list "${slug}"` });
