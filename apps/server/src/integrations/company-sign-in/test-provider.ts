import { generateKeyPair, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Provider from 'oidc-provider';
import type { Account } from 'oidc-provider';
import { TestBrowser } from './test-browser';
import { createMemoryAdapter } from './test-provider-adapter';
import { INTERACTION_PATH, handleInteraction } from './test-provider-interaction';

export interface TestAccount {
  email: string;
  /** default true */
  emailVerified?: boolean;
  name?: string;
}

export interface TestOidcProviderOptions {
  clientId: string;
  clientSecret: string;
  /** The only redirect URI the client may use. It is never requested: signInAs() stops there. */
  redirectUri: string;
  /** The accounts that can sign in, by e-mail. */
  accounts: Array<string | TestAccount>;
  /** Put the e-mail claims in the ID token too. By default they come from userinfo only. */
  emailInIdToken?: boolean;
}

export interface TestOidcProvider {
  /** http://127.0.0.1:<random port> */
  issuer: string;
  /** Method and path of each request the provider served, e.g. "POST /token", "GET /me". */
  readonly requests: readonly string[];
  /**
   * Follows the authorization URL as a browser would, signs in as `email` and grants consent.
   * Answers the callback URL the provider redirects to: the redirect URI with code and state,
   * or with error=access_denied when no account has that e-mail.
   */
  signInAs(authorizationUrl: string | URL, email: string): Promise<URL>;
  close(): Promise<void>;
}

/** Starts a real OpenID provider (oidc-provider) on 127.0.0.1 with one confidential client. */
export async function startTestOidcProvider(
  options: TestOidcProviderOptions,
): Promise<TestOidcProvider> {
  const accounts = options.accounts.map((account, index) => ({
    sub: `account-${index + 1}`,
    ...(typeof account === 'string' ? { email: account } : account),
  }));
  const findAccount = async (_context: unknown, sub: string): Promise<Account | undefined> => {
    const account = accounts.find((candidate) => candidate.sub === sub);
    if (!account) return undefined;
    const claims = {
      sub,
      email: account.email,
      email_verified: account.emailVerified ?? true,
      name: account.name ?? account.email.split('@')[0],
    };
    return { accountId: sub, claims: () => claims };
  };
  const accountIdOf = (email: string) =>
    accounts.find((account) => account.email.toLowerCase() === email.trim().toLowerCase())?.sub;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: !options.emailInIdToken,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: false } },
    findAccount,
    interactions: { url: (_context, interaction) => `${INTERACTION_PATH}${interaction.uid}` },
    jwks: { keys: [await signingKey()] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });

  const requests: string[] = [];
  const handleProvider = provider.callback();
  server.on('request', (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    requests.push(`${req.method} ${path}`);
    const handled = path.startsWith(INTERACTION_PATH)
      ? handleInteraction(provider, accountIdOf, req, res)
      : handleProvider(req, res);
    handled.catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`Test provider failure: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  return {
    issuer,
    requests,
    signInAs: (authorizationUrl, email) =>
      signInAs(new URL(authorizationUrl), email, new URL(options.redirectUri)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function signInAs(authorizationUrl: URL, email: string, redirectUri: URL): Promise<URL> {
  const browser = new TestBrowser();
  let url = authorizationUrl;
  for (let step = 0; step < 10; step += 1) {
    let { response, location } = await browser.request(url);
    if (!location && response.ok && url.pathname.startsWith(INTERACTION_PATH)) {
      ({ response, location } = await browser.request(url, { method: 'POST', form: { email } }));
    }
    if (!location) {
      const body = (await response.text()).slice(0, 500);
      throw new Error(`Test provider answered ${response.status} at ${url.pathname}: ${body}`);
    }
    if (location.origin === redirectUri.origin && location.pathname === redirectUri.pathname) {
      return location;
    }
    url = location;
  }
  throw new Error('Test provider sign-in did not reach the redirect URI in 10 steps.');
}

async function signingKey() {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' };
}
