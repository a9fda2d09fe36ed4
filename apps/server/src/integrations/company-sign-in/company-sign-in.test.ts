import { randomPKCECodeVerifier } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanySignInError, createCompanySignIn } from './company-sign-in';
import type { CompanySignInProvider } from './company-sign-in';
import { startTestOidcProvider } from './test-provider';
import type { TestOidcProvider, TestOidcProviderOptions } from './test-provider';

const CLIENT = { clientId: 'backoffice', clientSecret: 'test-client-secret' };
const REDIRECT_URI = 'http://backoffice.test/api/auth/company/callback';
const ACCOUNTS: TestOidcProviderOptions['accounts'] = [
  'Ada.Lovelace@Example.com',
  { email: 'unverified@example.com', emailVerified: false },
];

async function setUp(options: Partial<TestOidcProviderOptions> = {}) {
  const op = await startTestOidcProvider({
    ...CLIENT,
    redirectUri: REDIRECT_URI,
    accounts: ACCOUNTS,
    ...options,
  });
  const signIn = await createCompanySignIn({
    issuer: op.issuer,
    ...CLIENT,
    allowInsecureRequests: true,
  });
  return { op, signIn };
}

describe('company sign-in with a provider that serves the e-mail from userinfo', () => {
  let op: TestOidcProvider;
  let signIn: CompanySignInProvider;
  beforeAll(async () => ({ op, signIn } = await setUp()));
  afterAll(() => op?.close());

  async function signInAs(email: string) {
    const { url, checks } = await signIn.start(REDIRECT_URI);
    return { checks, callback: await op.signInAs(url, email) };
  }

  it('sends the browser to the provider with state, nonce, PKCE and the scopes', async () => {
    const { url, checks } = await signIn.start(REDIRECT_URI);
    const authorization = new URL(url);
    expect(authorization.origin).toBe(op.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge_method: 'S256',
    });
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url).not.toContain(checks.codeVerifier);
  });

  it('answers the lower-cased e-mail after a full round trip', async () => {
    const { checks, callback } = await signInAs('ada.lovelace@example.com');
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(checks.state);
    const userinfoCalls = op.requests.filter((request) => request === 'GET /me').length;

    await expect(signIn.finish(callback, checks, REDIRECT_URI)).resolves.toEqual({
      email: 'ada.lovelace@example.com',
    });
    expect(op.requests.filter((request) => request === 'GET /me')).toHaveLength(userinfoCalls + 1);
  });

  it('exchanges the code for the redirect URI given, whatever origin the callback reached', async () => {
    const { checks, callback } = await signInAs('ada.lovelace@example.com');
    const behindProxy = new URL(`http://10.0.0.7:3000/api/auth/company/callback${callback.search}`);
    await expect(signIn.finish(behindProxy, checks, REDIRECT_URI)).resolves.toEqual({
      email: 'ada.lovelace@example.com',
    });
  });

  it('refuses a tampered state', async () => {
    const { checks, callback } = await signInAs('ada.lovelace@example.com');
    callback.searchParams.set('state', 'forged-state');
    const finishing = signIn.finish(callback, checks, REDIRECT_URI);
    await expect(finishing).rejects.toThrow(CompanySignInError);
    await expect(finishing).rejects.toThrow(/state/);
  });

  it('refuses a callback finished with the checks of another sign-in', async () => {
    const { checks, callback } = await signInAs('ada.lovelace@example.com');
    const other = await signIn.start(REDIRECT_URI);
    await expect(signIn.finish(callback, other.checks, REDIRECT_URI)).rejects.toThrow(/state/);
    await expect(
      signIn.finish(callback, { ...checks, nonce: other.checks.nonce }, REDIRECT_URI),
    ).rejects.toThrow(CompanySignInError);
  });

  it('refuses a wrong PKCE code verifier', async () => {
    const { checks, callback } = await signInAs('ada.lovelace@example.com');
    const finishing = signIn.finish(
      callback,
      { ...checks, codeVerifier: randomPKCECodeVerifier() },
      REDIRECT_URI,
    );
    await expect(finishing).rejects.toThrow(CompanySignInError);
    await expect(finishing).rejects.toThrow(/invalid_grant/);
  });

  it('refuses a code used twice', async () => {
    const { checks, callback } = await signInAs('ada.lovelace@example.com');
    await signIn.finish(callback, checks, REDIRECT_URI);
    await expect(signIn.finish(callback, checks, REDIRECT_URI)).rejects.toThrow(/invalid_grant/);
  });

  it('fails for an account the provider does not know', async () => {
    const { checks, callback } = await signInAs('nobody@example.com');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const finishing = signIn.finish(callback, checks, REDIRECT_URI);
    await expect(finishing).rejects.toThrow(CompanySignInError);
    await expect(finishing).rejects.toThrow(/refused the sign-in: access_denied/);
  });

  it('refuses an e-mail the provider says is not verified', async () => {
    const { checks, callback } = await signInAs('unverified@example.com');
    await expect(signIn.finish(callback, checks, REDIRECT_URI)).rejects.toThrow(
      new CompanySignInError(
        'The e-mail address unverified@example.com is not verified by the provider.',
      ),
    );
  });
});

describe('company sign-in with a provider that puts the e-mail in the ID token', () => {
  let op: TestOidcProvider;
  let signIn: CompanySignInProvider;
  beforeAll(async () => ({ op, signIn } = await setUp({ emailInIdToken: true })));
  afterAll(() => op?.close());

  it('answers the e-mail of the ID token without asking userinfo', async () => {
    const { url, checks } = await signIn.start(REDIRECT_URI);
    const callback = await op.signInAs(url, 'ADA.LOVELACE@example.com');
    await expect(signIn.finish(callback, checks, REDIRECT_URI)).resolves.toEqual({
      email: 'ada.lovelace@example.com',
    });
    expect(op.requests).toContain('POST /token');
    expect(op.requests).not.toContain('GET /me');
  });
});

describe('createCompanySignIn', () => {
  it('fails with a clear error when nothing answers at the issuer', async () => {
    const closed = await startTestOidcProvider({
      ...CLIENT,
      redirectUri: REDIRECT_URI,
      accounts: [],
    });
    await closed.close();
    const creating = createCompanySignIn({
      issuer: closed.issuer,
      ...CLIENT,
      allowInsecureRequests: true,
    });
    await expect(creating).rejects.toThrow(CompanySignInError);
    await expect(creating).rejects.toThrow(
      `Could not discover the OpenID provider at ${closed.issuer}: fetch failed`,
    );
  });

  it('refuses an http issuer unless insecure requests are allowed', async () => {
    const op = await startTestOidcProvider({ ...CLIENT, redirectUri: REDIRECT_URI, accounts: [] });
    try {
      await expect(createCompanySignIn({ issuer: op.issuer, ...CLIENT })).rejects.toThrow(
        /Could not discover .*only requests to HTTPS are allowed/,
      );
    } finally {
      await op.close();
    }
  });

  it('reports a wrong client secret when exchanging the code', async () => {
    const { op } = await setUp();
    try {
      const signIn = await createCompanySignIn({
        issuer: op.issuer,
        ...CLIENT,
        clientSecret: 'wrong-secret',
        allowInsecureRequests: true,
      });
      const { url, checks } = await signIn.start(REDIRECT_URI);
      const callback = await op.signInAs(url, 'ada.lovelace@example.com');
      await expect(signIn.finish(callback, checks, REDIRECT_URI)).rejects.toThrow(
        /invalid_client .*Check the client id and secret/,
      );
    } finally {
      await op.close();
    }
  });
});
