// Bundles the server into dist/main.js. Registry packages stay external (installed in
// node_modules); the workspace packages (@backoffice/*) are TypeScript source and are bundled.
// The PDF fonts are such a package's files: core/pdf resolves them from node_modules at run time.
// The db package's migrations are copied to dist/migrations, where main.js looks first.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** Marks every bare import external except the workspace's own packages. */
const registryPackagesExternal = {
  name: 'registry-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@backoffice/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: [here('./src/main.ts')],
  outfile: here('./dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [registryPackagesExternal],
  logLevel: 'info',
});
cpSync(here('../../packages/db/migrations'), here('./dist/migrations'), { recursive: true });
