import {
  ZChangePasswordRequest,
  ZChoosePasswordRequest,
  ZResetPasswordRequest,
  ZSuccess,
} from '@backoffice/domain/identity';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { ZStaffLoginIdParam } from '../users/staff.queries';
import { changePassword } from './change-password.service';
import { choosePassword } from './choose-password.service';
import { resetPassword } from './reset-password.service';

/** POST /api/change-password/, /api/choose-password/ and /api/reset-password/:login_id/. */
export const passwordsRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/change-password/',
    {
      config: { capability: 'session', beforePasswordChoice: true },
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
    '/api/choose-password/',
    {
      config: { capability: 'session', beforePasswordChoice: true },
      schema: {
        summary:
          'Choose a new password after someone else reset it; ends the other sessions of the account',
        body: ZChoosePasswordRequest,
        response: { 200: ZSuccess },
      },
    },
    async (request) => {
      await choosePassword(ctx, callerOf(request), request.body);
      return { success: true as const };
    },
  );

  api.post(
    '/api/reset-password/:login_id/',
    {
      config: { capability: 'users:reset-password' },
      schema: {
        summary:
          "Set another staff member's password when the reset rule allows it; ends all their sessions and makes them choose a new one at their next sign-in",
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
