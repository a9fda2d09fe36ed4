import { SIGN_IN_ROLE_VALUES } from '@backoffice/domain/access';
import { z } from 'zod';
import type { AppContext } from '../../../core/context';
import { readCookie } from '../../../core/cookies';
import type { AreaModule } from '../../../core/http';
import {
  CompanySignInError,
  createCompanySignIn,
  type CompanySignInProvider,
} from '../../../integrations/company-sign-in/company-sign-in';
import { sessionCookie } from '../../../plugins/session-cookie';
import { IDENTITY_ERRORS, identityError } from '../identity.errors';
import { clientOf } from '../session/login-records';
import { signInWithCompanyEmail } from './company-sign-in.service';
import {
  openPending,
  PENDING_COOKIE,
  PENDING_SECONDS,
  pendingCookieHeader,
  sealPending,
} from './pending-sign-in';

const MESSAGES = {
  notConfigured: IDENTITY_ERRORS['identity.company_sign_in_not_configured'].message,
  unavailable: 'Company sign-in is unavailable. Try again later.',
  expired: 'The company sign-in expired or was started in another browser. Please try again.',
  failed: 'Company sign-in failed. Please try again.',
} as const;

const ZStartQuery = z.object({
  role: z.enum(SIGN_IN_ROLE_VALUES, { error: 'Role is Required!' }),
  // Only a path of this site: anything else (another origin, "//host") returns home.
  return_to: z
    .string()
    .max(2000)
    .optional()
    .transform((v) => (v && /^\/(?![/\\])/.test(v) ? v : '/')),
});

/** Where the web app picks the outcome up: in the fragment, never sent to a server. */
const toLogin = (fields: Record<string, string>) =>
  `/login#${new URLSearchParams(fields).toString()}`;

/** GET /api/company-sign-in/start and /callback: OpenID Connect sign-in with the company account. */
export const companySignInRoutes: AreaModule = (api, ctx) => {
  const redirectUri = `${ctx.config.publicUrl}/api/company-sign-in/callback`;
  const secure = ctx.config.publicUrl.startsWith('https:');
  const session = { secure: ctx.config.servedOverHttps };
  const sessionSeconds = ctx.config.session.maxHours * 3600;
  const provider = lazyProvider(ctx);

  api.get(
    '/api/company-sign-in/start',
    {
      config: { capability: 'public' },
      schema: {
        summary: 'Send the browser to the company account provider',
        querystring: ZStartQuery,
      },
    },
    async (request, reply) => {
      if (!ctx.config.companySignIn) throw identityError('identity.company_sign_in_not_configured');
      const started = await provider()
        .then((p) => p.start(redirectUri))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'company sign-in provider unavailable');
          return null;
        });
      if (!started) return reply.redirect(toLogin({ company_error: MESSAGES.unavailable }));
      const { role, return_to } = request.query;
      const expires_at = ctx.now().getTime() + PENDING_SECONDS * 1000;
      const sealed = sealPending(ctx.config.cookieSecret, {
        checks: started.checks,
        role,
        return_to,
        expires_at,
      });
      return reply.header('set-cookie', pendingCookieHeader(sealed, secure)).redirect(started.url);
    },
  );

  api.get(
    '/api/company-sign-in/callback',
    {
      // The answer sets the session's cookie.
      config: { capability: 'public', noStore: true },
      schema: { summary: 'Where the provider returns the browser' },
    },
    async (request, reply) => {
      reply.header('set-cookie', pendingCookieHeader('', secure));
      const pending = openPending(
        ctx.config.cookieSecret,
        readCookie(request.headers.cookie, PENDING_COOKIE),
        ctx.now(),
      );
      if (!ctx.config.companySignIn)
        return reply.redirect(toLogin({ company_error: MESSAGES.notConfigured }));
      if (!pending) return reply.redirect(toLogin({ company_error: MESSAGES.expired }));
      let email: string;
      try {
        const callbackUrl = new URL(request.url, ctx.config.publicUrl);
        ({ email } = await (await provider()).finish(callbackUrl, pending.checks, redirectUri));
      } catch (error) {
        const known = error instanceof CompanySignInError;
        request.log[known ? 'warn' : 'error']({ err: error }, 'company sign-in failed');
        return reply.redirect(toLogin({ company_error: known ? error.message : MESSAGES.failed }));
      }
      const outcome = await signInWithCompanyEmail(ctx, email, pending.role, clientOf(request));
      if ('error' in outcome) return reply.redirect(toLogin({ company_error: outcome.error }));
      // The token goes to the cookie only: the address the browser lands on never carries it.
      reply.header('set-cookie', [
        pendingCookieHeader('', secure),
        sessionCookie(outcome.token, sessionSeconds, session),
      ]);
      return reply.redirect(toLogin({ company_signed_in: '1', return_to: pending.return_to }));
    },
  );
};

/** The provider, discovered at first use and kept; a failed discovery is retried next time. */
function lazyProvider(ctx: AppContext): () => Promise<CompanySignInProvider> {
  let discovered: Promise<CompanySignInProvider> | null = null;
  return () => {
    const config = ctx.config.companySignIn;
    if (!config) return Promise.reject(new CompanySignInError(MESSAGES.notConfigured));
    discovered ??= createCompanySignIn(config).catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };
}
