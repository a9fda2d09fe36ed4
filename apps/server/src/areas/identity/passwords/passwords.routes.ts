import {
  ZChangePasswordRequest,
  ZResetPasswordRequest,
  ZSuccess,
} from '@backoffice/domain/identity';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { ZStaffLoginIdParam } from '../users/staff.queries';
import { changePassword, resetPassword } from './passwords.service';

/** POST /api/change-password/ and /api/reset-password/:login_id/. */
export const passwordsRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/change-password/',
    {
      config: { capability: 'session' },
      schema: {
        summary: "Change the caller's own password; ends their other sessions",
        body: ZChangePasswordRequest,
        response: { 200: ZSuccess },
      },
    },
    async (request) => {
      await changePassword(ctx, callerOf(request), request.body);
      return { success: true as const };
    },
  );

  api.post(
    '/api/reset-password/:login_id/',
    {
      config: { capability: 'users:reset-password' },
      schema: {
        summary: "Set another staff member's password; ends all their sessions",
        params: ZStaffLoginIdParam,
        body: ZResetPasswordRequest,
        response: { 200: ZSuccess },
      },
    },
    async (request) => {
      await resetPassword(ctx, callerOf(request), request.params.login_id, request.body);
      return { success: true as const };
    },
  );
};
