// Writes docs/configuration.md from the config schema (`npm run docs:config`).
import { writeFileSync } from 'node:fs';
import { CONFIGURATION_DOC, renderConfigurationDoc } from '../src/config-doc';

writeFileSync(CONFIGURATION_DOC, await renderConfigurationDoc());
console.log(`Wrote ${CONFIGURATION_DOC}`);
