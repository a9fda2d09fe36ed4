import { ZLoginRequest, ZLoginResponse, ZSuccess } from '@backoffice/domain/identity';
import type { AreaModule } from '../../../core/http';
import { signedIn } from '../../../plugins/auth';
import { clearedSessionCookie, sessionCookie } from '../../../plugins/session-cookie';
import { clientOf } from './login-records';
import { login, logout } from './session.service';

/** POST /api/login/ and /api/logout/ (spec 000 section 7). */
export const sessionRoutes: AreaModule = (api, ctx) => {
  const cookie = { secure: ctx.config.servedOverHttps };
  const sessionSeconds = ctx.config.session.maxHours * 3600;

  api.post(
    '/api/login/',
    {
      // The answer carries the session's token.
      config: { capability: 'public', noStore: true },
      schema: {
        summary: 'Sign in with e-mail, password and role',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request, reply) => {
      const answer = await login(ctx, request.body, clientOf(request));
      // The console keeps the session in the cookie; API clients use the token of the answer.
      reply.header('set-cookie', sessionCookie(answer.token, sessionSeconds, cookie));
      return answer;
    },
  );

  api.post(
    '/api/logout/',
    {
      config: { capability: 'session', beforePasswordChoice: true },
      schema: { summary: 'Sign out: revokes the session', response: { 200: ZSuccess } },
    },
    async (request, reply) => {
      await logout(ctx, signedIn(request), clientOf(request));
      reply.header('set-cookie', clearedSessionCookie(cookie));
      return { success: true as const };
    },
  );
};
