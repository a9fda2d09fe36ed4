import { ZStaffSummary, ZUserDetailsResponse } from '@backoffice/domain/identity';
import type { AreaModule } from '../../../core/http';
import { signedIn } from '../../../plugins/auth';
import { ZStaffLoginIdParam } from './staff.queries';
import { staffSummary, userDetails } from './users.service';

/** GET /api/user-details/ and GET /api/staff/:login_id/. */
export const usersRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/user-details/',
    {
      config: { capability: 'session', beforePasswordChoice: true },
      schema: { summary: 'The signed-in user', response: { 200: ZUserDetailsResponse } },
    },
    (request) => userDetails(ctx, signedIn(request)),
  );

  api.get(
    '/api/staff/:login_id/',
    {
      config: { capability: 'users:reset-password' },
      schema: {
        summary: 'A staff member, before a password reset',
        params: ZStaffLoginIdParam,
        response: { 200: ZStaffSummary },
      },
    },
    (request) => staffSummary(ctx, request.params.login_id),
  );
};
