import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DOC, configurationRows, renderConfigurationDoc } from './config-doc';
import { ZEnv } from './config.env';

describe('docs/configuration.md', () => {
  it('is what `npm run docs:config` writes from the config schema', async () => {
    expect(readFileSync(CONFIGURATION_DOC, 'utf8'), 'run `npm run docs:config`').toBe(
      await renderConfigurationDoc(),
    );
  });

  it('lists every variable of the schema once', () => {
    const listed = configurationRows().flatMap((row) => row.names);
    expect(listed.sort()).toEqual(Object.keys(ZEnv.shape).sort());
  });

  it('shows schema defaults in the words of the page', () => {
    const defaults = Object.fromEntries(
      configurationRows().flatMap((row) => row.names.map((name) => [name, row.shownDefault])),
    );
    expect(defaults).toMatchObject({
      PORT: '3000',
      SEED_DEMO: 'on',
      TRUST_PROXY: 'off',
      COUPON_STAFF_IDS: '(empty)',
      GST_PROVIDER: 'sandbox',
      DATABASE_URL: '(unset: PGlite)',
      GST_API_KEY: '(unset)',
    });
  });
});
