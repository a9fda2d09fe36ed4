import { ZLoginRequest, ZLoginResponse, ZSuccess } from '@backoffice/domain/identity';
import type { AreaModule } from '../../../core/http';
import { signedIn } from '../../../plugins/auth';
import { clientOf } from './login-records';
import { login, logout } from './session.service';

/** POST /api/login/ and /api/logout/ (spec 000 section 7). */
export const sessionRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/login/',
    {
      config: { capability: 'public' },
      schema: {
        summary: 'Sign in with e-mail, password and role',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    (request) => login(ctx, request.body, clientOf(request)),
  );

  api.post(
    '/api/logout/',
    {
      config: { capability: 'session' },
      schema: { summary: 'Sign out: revokes the session', response: { 200: ZSuccess } },
    },
    async (request) => {
      await logout(ctx, signedIn(request), clientOf(request));
      return { success: true as const };
    },
  );
};
