import {
  ZActivityResponse,
  ZUpdateUserStatusRequest,
  ZUpdateUserStatusResponse,
} from '@backoffice/domain/identity';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { signedIn } from '../../../plugins/auth';
import { ZStaffLoginIdParam } from '../users/staff.queries';
import { activityOf, updateUserStatus } from './user-status.service';

/** The Working/Break toggle and the Activity Status periods (spec 000 sections 1, 2 and 4). */
export const userStatusRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/update-user-status/',
    {
      config: { capability: 'status:toggle' },
      schema: {
        summary: 'Switch between Working (action_type 2) and Break (1)',
        body: ZUpdateUserStatusRequest,
        response: { 200: ZUpdateUserStatusResponse },
      },
    },
    (request) => updateUserStatus(ctx, callerOf(request), request.body.action_type),
  );

  api.get(
    '/api/activity/',
    {
      config: { capability: 'activity:own' },
      schema: {
        summary: "The caller's Working and Break periods",
        response: { 200: ZActivityResponse },
      },
    },
    (request) => activityOf(ctx, signedIn(request).staff.login_id),
  );

  api.get(
    '/api/activity/:login_id/',
    {
      config: { capability: 'team:lead' },
      schema: {
        summary: "A team member's Working and Break periods",
        params: ZStaffLoginIdParam,
        response: { 200: ZActivityResponse },
      },
    },
    (request) => activityOf(ctx, request.params.login_id),
  );
};
