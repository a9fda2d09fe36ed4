import type { CompanySignInConfig } from './company-sign-in';

const REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/**
 * Reads the company sign-in settings from the environment.
 * Answers null when none of OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET is set (sign-in not
 * configured); throws at start-up when only some are set or a value is unusable.
 * OIDC_ALLOW_INSECURE=1 allows an http issuer (local providers, tests).
 */
export function readCompanySignInConfig(
  env: Record<string, string | undefined> = process.env,
): CompanySignInConfig | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const missing = REQUIRED.filter((name) => value(name) === undefined);
  if (missing.length === REQUIRED.length) return null;

  const issuer = value('OIDC_ISSUER');
  const clientId = value('OIDC_CLIENT_ID');
  const clientSecret = value('OIDC_CLIENT_SECRET');
  if (!issuer || !clientId || !clientSecret) {
    throw new Error(
      `Company sign-in is partly configured: ${missing.join(', ')} missing. ` +
        `Set all of ${REQUIRED.join(', ')}, or none to leave company sign-in off.`,
    );
  }

  const allowInsecureRequests = readFlag('OIDC_ALLOW_INSECURE', value('OIDC_ALLOW_INSECURE'));
  const protocol = URL.canParse(issuer) ? new URL(issuer).protocol : undefined;
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`OIDC_ISSUER must be an https URL, not "${issuer}".`);
  }
  if (protocol === 'http:' && !allowInsecureRequests) {
    throw new Error(
      `OIDC_ISSUER uses http (${issuer}); use https, or set OIDC_ALLOW_INSECURE=1 for a local provider.`,
    );
  }

  return { issuer, clientId, clientSecret, allowInsecureRequests };
}

function readFlag(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`${name} must be 1 or 0, not "${raw}".`);
}
