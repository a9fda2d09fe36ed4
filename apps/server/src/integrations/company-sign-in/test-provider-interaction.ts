import type { IncomingMessage, ServerResponse } from 'node:http';
import { text } from 'node:stream/consumers';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';

export const INTERACTION_PATH = '/interaction/';

/**
 * The test provider's sign-in pages at /interaction/:uid. GET shows a form; POST with `email`
 * signs in as that account (login prompt) or grants what the client asked for (consent prompt).
 * An e-mail without an account ends the sign-in with access_denied, as a real provider would.
 */
export async function handleInteraction(
  provider: Provider,
  accountIdOf: (email: string) => string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (req.method !== 'POST') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>${details.prompt.name}</title>` +
        `<form method="post"><input name="email" type="email"><button>Continue</button></form>`,
    );
    return;
  }

  const form = new URLSearchParams(await text(req));
  if (details.prompt.name === 'login') {
    const email = form.get('email') ?? '';
    const accountId = accountIdOf(email);
    const result = accountId
      ? { login: { accountId } }
      : { error: 'access_denied', error_description: `No account for ${email}.` };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    return;
  }
  if (details.prompt.name === 'consent') {
    const grantId = await grantRequested(provider, details);
    await provider.interactionFinished(req, res, { consent: { grantId } });
    return;
  }
  res.writeHead(400, { 'content-type': 'text/plain' });
  res.end(`The test provider does not handle the ${details.prompt.name} prompt.`);
}

/** Grants (all of) the scopes and claims the consent prompt says are missing. */
async function grantRequested(provider: Provider, details: InteractionDetails): Promise<string> {
  const accountId = details.session?.accountId;
  if (!accountId) throw new Error('Consent prompt without a signed-in account.');
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId: details.params.client_id });

  const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
  if (isStrings(missingOIDCScope)) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (isStrings(missingOIDCClaims)) grant.addOIDCClaims(missingOIDCClaims);
  return grant.save();
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
