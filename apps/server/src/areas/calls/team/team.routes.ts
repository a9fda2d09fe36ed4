import type { AreaModule } from '../../../core/http';
import { cartAssignmentRoutes } from './cart-assignment.routes';
import { membersRoutes } from './members.routes';
import { qaReviewsRoutes } from './qa-reviews.routes';
import { teamActivityRoutes } from './team-activity.routes';

/** Team management and team activity (docs/calls.md). */
export const teamRoutes: AreaModule = async (api, ctx) => {
  await membersRoutes(api, ctx);
  await teamActivityRoutes(api, ctx);
  await cartAssignmentRoutes(api, ctx);
  await qaReviewsRoutes(api, ctx);
};
