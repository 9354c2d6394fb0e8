// Bundles the server and the admin CLI into dist/. npm packages stay external (installed beside it);
// the workspace package @njira/domain is TypeScript source, so it is bundled in.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// --outdir lets the operations tests build a private copy; it must be a `dist` beside a `drizzle`.
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = values.outdir ? path.resolve(values.outdir) : path.join(serverDir, 'dist');
const BUNDLED = '@njira/domain';

/** Every bare import (npm packages, node:*) is external, except the workspace domain package. */
const externalExceptDomain = {
  name: 'external-except-domain',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === BUNDLED || args.path.startsWith(`${BUNDLED}/`)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const started = Date.now();
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: { server: 'src/server.ts', 'admin-create': 'src/cli/admin-create.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces then point at the TypeScript sources, with no flag needed on `node dist/server.js`.
  banner: { js: 'process.setSourceMapsEnabled(true);' },
  plugins: [externalExceptDomain],
  metafile: true,
  logLevel: 'warning',
});
const files = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, out]) => {
    const abs = path.resolve(serverDir, file);
    const shown = abs.startsWith(serverDir + path.sep) ? path.relative(serverDir, abs) : abs;
    return `${shown} (${Math.round(out.bytes / 1024)} kB)`;
  });
console.log(`Built ${files.join(', ')} in ${Date.now() - started} ms`);
