import { describe, expect, it } from 'vitest';
import { readCompanySignInConfig } from './config';

const ALL = {
  OIDC_ISSUER: 'https://accounts.google.com',
  OIDC_CLIENT_ID: 'backoffice.apps.googleusercontent.com',
  OIDC_CLIENT_SECRET: 'secret',
};

describe('readCompanySignInConfig', () => {
  it('answers null when none of the variables is set (or all are blank)', () => {
    expect(readCompanySignInConfig({})).toBeNull();
    expect(
      readCompanySignInConfig({ OIDC_ISSUER: '', OIDC_CLIENT_ID: ' ', OIDC_CLIENT_SECRET: '' }),
    ).toBeNull();
  });

  it('answers the config when all three are set', () => {
    expect(readCompanySignInConfig({ ...ALL, OIDC_CLIENT_ID: ` ${ALL.OIDC_CLIENT_ID}\n` })).toEqual(
      {
        issuer: 'https://accounts.google.com',
        clientId: 'backoffice.apps.googleusercontent.com',
        clientSecret: 'secret',
        allowInsecureRequests: false,
      },
    );
  });

  it('refuses a partial set, naming what is missing', () => {
    expect(() => readCompanySignInConfig({ OIDC_ISSUER: ALL.OIDC_ISSUER })).toThrow(
      'Company sign-in is partly configured: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET missing.',
    );
    expect(() => readCompanySignInConfig({ ...ALL, OIDC_CLIENT_SECRET: '' })).toThrow(
      /partly configured: OIDC_CLIENT_SECRET missing/,
    );
  });

  it('allows an http issuer only with OIDC_ALLOW_INSECURE=1', () => {
    const local = { ...ALL, OIDC_ISSUER: 'http://127.0.0.1:9000' };
    expect(() => readCompanySignInConfig(local)).toThrow(/OIDC_ALLOW_INSECURE=1/);
    expect(readCompanySignInConfig({ ...local, OIDC_ALLOW_INSECURE: '1' })).toMatchObject({
      issuer: 'http://127.0.0.1:9000',
      allowInsecureRequests: true,
    });
  });

  it('refuses an issuer that is not an http(s) URL and an unclear OIDC_ALLOW_INSECURE', () => {
    expect(() => readCompanySignInConfig({ ...ALL, OIDC_ISSUER: 'accounts.google.com' })).toThrow(
      /OIDC_ISSUER must be an https URL/,
    );
    expect(() => readCompanySignInConfig({ ...ALL, OIDC_ALLOW_INSECURE: 'yes' })).toThrow(
      'OIDC_ALLOW_INSECURE must be 1 or 0, not "yes".',
    );
  });
});
