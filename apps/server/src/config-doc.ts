import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { ENV_DOCS, ZEnv, type EnvDoc } from './config.env';

/** The configuration page, written from the config schema by `npm run docs:config`. */
export const CONFIGURATION_DOC = fileURLToPath(
  new URL('../../../docs/configuration.md', import.meta.url),
);

const INTRO = [
  '# Configuration',
  '',
  '<!-- Written by `npm run docs:config` from apps/server/src/config.env.ts: change the schema there, then run it again. -->',
  '',
  'Every variable is optional: set it in the environment (an empty value counts as unset). The',
  'server checks them all at start-up and stops with a message naming each bad value.',
  '',
  '| variable | default | meaning |',
  '| --- | --- | --- |',
];

interface Row {
  names: string[];
  shownDefault: string;
  meaning: string;
}

/** The page's markdown: one row per documented variable, or per variables sharing one doc. */
export async function renderConfigurationDoc(): Promise<string> {
  const table = configurationRows().map(
    (row) =>
      `| ${row.names.map((name) => `\`${name}\``).join(', ')} | ${cell(row.shownDefault)} | ${cell(row.meaning)} |`,
  );
  const markdown = [...INTRO, ...table, ''].join('\n');
  const options = await resolveConfig(CONFIGURATION_DOC);
  return format(markdown, { ...options, parser: 'markdown' });
}

/** The variables of the schema in its order, grouped by the doc they share. */
export function configurationRows(): Row[] {
  const rows = new Map<EnvDoc, Row>();
  for (const [name, schema] of Object.entries(ZEnv.shape)) {
    const doc = ENV_DOCS.get(schema);
    if (!doc) throw new Error(`${name} has no doc in config.env.ts`);
    const row = rows.get(doc);
    if (row) row.names.push(name);
    else
      rows.set(doc, {
        names: [name],
        shownDefault: shownDefault(schema, doc),
        meaning: doc.meaning,
      });
  }
  return [...rows.values()];
}

/** The schema's default in the page's words, else what happens while the variable is unset. */
function shownDefault(schema: z.ZodType, doc: EnvDoc): string {
  if (!(schema instanceof z.ZodDefault)) return doc.unset ?? '(unset)';
  const value: unknown = schema.def.defaultValue;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : value.join(',');
  return String(value);
}

const cell = (text: string) => text.replaceAll('|', '\\|');
