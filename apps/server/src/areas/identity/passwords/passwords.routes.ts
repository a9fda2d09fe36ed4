import {
  ZChangePasswordRequest,
  ZChoosePasswordRequest,
  ZPasswordResetResponse,
  ZSetPasswordPage,
  ZSetPasswordParams,
  ZSetPasswordRequest,
  ZSetPasswordResponse,
  ZSuccess,
} from '@backoffice/domain/identity';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { ZStaffLoginIdParam } from '../users/staff.queries';
import { changePassword } from './change-password.service';
import { choosePassword } from './choose-password.service';
import { resetPassword } from './reset-password.service';
import { setPassword, setPasswordPage } from './set-password.service';

/**
 * POST /api/change-password/, /api/choose-password/ and /api/reset-password/:login_id/, and the
 * public set-password page's GET and POST /api/public/set-password/:token (no sign-in: the link's
 * token is the only key, checked for shape and length, and the guess limit counted in the
 * database per address and per link before any lookup).
 */
export const passwordsRoutes: AreaModule = (api, ctx) => {
  // The token is the link: never logged, and its page never kept by a cache.
  const linkRoute = { capability: 'public', secretParams: ['token'] } as const;
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
          'Choose the own password after a first one someone else gave; ends the other sessions of the account',
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
          "Reset another staff member's password when the reset rule allows it: ends their sessions, removes the password and sends them a one-time link to set a new one",
        params: ZStaffLoginIdParam,
        response: { 200: ZPasswordResetResponse },
      },
    },
    (request) => resetPassword(ctx, callerOf(request), request.params.login_id),
  );

  api.get(
    '/api/public/set-password/:token',
    {
      config: linkRoute,
      schema: {
        summary:
          "The public set-password page of a reset's link: whose password and whether it works",
        params: ZSetPasswordParams,
        response: { 200: ZSetPasswordPage },
      },
    },
    (request) => setPasswordPage(ctx, request.params.token, request.ip),
  );

  api.post(
    '/api/public/set-password/:token',
    {
      config: linkRoute,
      schema: {
        summary: "The account holder's new password, once per reset link while it lasts",
        params: ZSetPasswordParams,
        body: ZSetPasswordRequest,
        response: { 200: ZSetPasswordResponse },
      },
    },
    (request) =>
      setPassword(ctx, request.params.token, request.body, {
        address: request.ip,
        request_id: request.id,
      }),
  );
};
