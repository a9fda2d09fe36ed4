import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { effectsInUseCases, type EffectInUseCase } from './use-case-effects/effects-in-use-cases';

// No provider call and no file-store write while a use case's transaction is open (decision 029),
// checked on the server's tree, and proven by deliberate bypasses compiled with it: each must be
// reported, and the allowed ways (before the use case, or the outbox after the commit) must pass.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PROBES = `${ROOT}apps/server/src/areas/calls/calls/`;
const HEADER = `import type { AppContext } from '../../../core/context';
import { enqueue } from '../../../core/outbox/enqueue';
import { runUseCase, SYSTEM_CALLER, type UseCaseScope } from '../../../core/use-case';
`;

/** Each probe: a module of the tree as someone might write it, and whether it must be reported. */
const PROBES_BY_NAME: Record<string, { code: string; reported: boolean }> = {
  'probe-provider-in-callback.ts': {
    reported: true,
    code: `export const probe = (ctx: AppContext) =>
  runUseCase(ctx, SYSTEM_CALLER, async () => ctx.integrations.payments.cancelLink('x'));`,
  },
  'probe-file-in-step.ts': {
    reported: true,
    code: `export async function probe(ctx: AppContext, scope: UseCaseScope) {
  await ctx.files.put(\`probes/\${scope.now.getTime()}\`, new Uint8Array());
}`,
  },
  'probe-through-helper.ts': {
    reported: true,
    code: `async function cancelQuietly(ctx: AppContext, id: string) {
  await ctx.integrations.payments.cancelLink(id).catch(() => undefined);
}
export const probe = (ctx: AppContext) =>
  runUseCase(ctx, SYSTEM_CALLER, () => cancelQuietly(ctx, 'x'));`,
  },
  'probe-destructured.ts': {
    reported: true,
    code: `export const probe = (ctx: AppContext) =>
  runUseCase(ctx, SYSTEM_CALLER, async () => {
    const { files } = ctx;
    await files.put('probes/x', new Uint8Array());
  });`,
  },
  'probe-allowed.ts': {
    reported: false,
    code: `export async function probe(ctx: AppContext) {
  await ctx.files.put('probes/x', new Uint8Array());
  const link = await ctx.integrations.payments.getLink('x');
  return runUseCase(ctx, SYSTEM_CALLER, (scope) =>
    enqueue(scope.tx, { kind: 'payment-link.cancel', key: link.id, payload: {} }),
  );
}`,
  },
};

let found: EffectInUseCase[];
beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${ROOT}apps/server/tsconfig.json`,
    { noEmit: true },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => Promise.reject(d) },
  );
  if (!config) throw new Error('apps/server/tsconfig.json could not be read');
  const probes = new Map(
    Object.entries(PROBES_BY_NAME).map(([name, p]) => [`${PROBES}${name}`, HEADER + p.code]),
  );
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => probes.get(name) ?? readFile(name);
  host.fileExists = (name) => probes.has(name) || fileExists(name);
  const program = ts.createProgram({
    rootNames: [...config.fileNames, ...probes.keys()],
    options: config.options,
    host,
  });
  const inTree = (file: ts.SourceFile) =>
    file.fileName.startsWith(`${ROOT}apps/server/src/`) &&
    !/\.test\.ts$|\/test\//.test(file.fileName);
  found = effectsInUseCases(program, inTree, ROOT);
}, 300_000);

const probeName = (effect: EffectInUseCase) =>
  effect.at.startsWith('apps/server/src/areas/calls/calls/probe-')
    ? effect.at.split('/').at(-1)?.split(':')[0]
    : undefined;

describe('no provider call or file-store write inside a use case', () => {
  it('finds none in the server', () => {
    const inTheTree = found.filter((effect) => probeName(effect) === undefined);
    expect(inTheTree.map((e) => `${e.at} ${e.what} (use case at ${e.under})`)).toEqual([]);
  });

  it.each(Object.entries(PROBES_BY_NAME))('%s is reported: the probe says', (name, probe) => {
    const reported = found.some((effect) => probeName(effect) === name);
    expect(reported).toBe(probe.reported);
  });
});
