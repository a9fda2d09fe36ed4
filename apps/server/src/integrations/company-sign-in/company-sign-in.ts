import {
  AuthorizationResponseError,
  ClientSecretBasic,
  ResponseBodyError,
  WWWAuthenticateChallengeError,
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  discovery,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client';
import type { Configuration } from 'openid-client';

/** What to keep (in a signed, http-only cookie) between start() and finish(). */
export interface CompanySignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface CompanySignInProvider {
  /** The provider's authorization URL for the browser and the checks to keep (in a signed, http-only cookie) until the callback. */
  start(redirectUri: string): Promise<{ url: string; checks: CompanySignInChecks }>;
  /** Exchanges the code of the callback URL (validating state, nonce, PKCE) and answers the verified e-mail. Throws CompanySignInError with a clear message on any failure. */
  finish(
    callbackUrl: URL,
    checks: CompanySignInChecks,
    redirectUri: string,
  ): Promise<{ email: string }>;
}

export interface CompanySignInConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** allow http issuers (tests, local providers) */
  allowInsecureRequests?: boolean;
}

export class CompanySignInError extends Error {
  override name = 'CompanySignInError';
}

const SCOPE = 'openid email profile';

/** Discovers the issuer and builds the provider with openid-client. */
export async function createCompanySignIn(
  config: CompanySignInConfig,
): Promise<CompanySignInProvider> {
  let client: Configuration;
  try {
    client = await discovery(
      new URL(config.issuer),
      config.clientId,
      undefined,
      ClientSecretBasic(config.clientSecret),
      { execute: config.allowInsecureRequests ? [allowInsecureRequests] : [] },
    );
  } catch (error) {
    throw new CompanySignInError(
      `Could not discover the OpenID provider at ${config.issuer}: ${messageOf(error)}`,
      { cause: error },
    );
  }

  return {
    async start(redirectUri) {
      const checks: CompanySignInChecks = {
        state: randomState(),
        nonce: randomNonce(),
        codeVerifier: randomPKCECodeVerifier(),
      };
      const url = buildAuthorizationUrl(client, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, checks };
    },

    async finish(callbackUrl, checks, redirectUri) {
      try {
        return { email: await verifiedEmail(client, callbackUrl, checks, redirectUri) };
      } catch (error) {
        if (error instanceof CompanySignInError) throw error;
        throw new CompanySignInError(describeFailure(error), { cause: error });
      }
    },
  };
}

async function verifiedEmail(
  client: Configuration,
  callbackUrl: URL,
  checks: CompanySignInChecks,
  redirectUri: string,
): Promise<string> {
  // openid-client sends the callback URL without its query as redirect_uri: rebuild it on the
  // redirect URI given to start(), which may differ from what the server sees behind a proxy.
  const response = new URL(redirectUri);
  response.search = callbackUrl.search;
  response.hash = '';

  const tokens = await authorizationCodeGrant(client, response, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new CompanySignInError('The company account provider sent no ID token.');

  let { email, email_verified: emailVerified } = claims;
  if (email === undefined) {
    // Providers may keep the e-mail out of the ID token and serve it from userinfo only.
    const userInfo = await fetchUserInfo(client, tokens.access_token, claims.sub);
    ({ email, email_verified: emailVerified } = userInfo);
  }

  if (typeof email !== 'string' || !email.includes('@')) {
    throw new CompanySignInError('The company account has no e-mail address.');
  }
  // Some providers send the boolean as a string.
  if (emailVerified === false || emailVerified === 'false') {
    throw new CompanySignInError(`The e-mail address ${email} is not verified by the provider.`);
  }
  return email.trim().toLowerCase();
}

function describeFailure(error: unknown): string {
  const provider = 'The company account provider';
  if (error instanceof AuthorizationResponseError) {
    return `${provider} refused the sign-in: ${reason(error.error, error.error_description)}`;
  }
  if (error instanceof ResponseBodyError) {
    return `${provider} rejected the code exchange: ${reason(error.error, error.error_description)}`;
  }
  if (error instanceof WWWAuthenticateChallengeError) {
    const { error: code, error_description: description } = error.cause[0]?.parameters ?? {};
    const why = code ? reason(code, description) : `HTTP ${error.status}`;
    const hint = code === 'invalid_client' ? ' Check the client id and secret.' : '';
    return `${provider} refused the request: ${why}.${hint}`;
  }
  return `Company sign-in failed: ${messageOf(error)}`;
}

function reason(code: string, description: string | undefined): string {
  return description ? `${code} (${description})` : code;
}

/** The message with those of its causes: openid-client puts the precise reason in the cause. */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? messageOf(error.cause) : '';
  return cause && cause !== error.message ? `${error.message}: ${cause}` : error.message;
}
