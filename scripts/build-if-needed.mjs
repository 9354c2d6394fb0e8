import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const st = statSync(entry);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const targets = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      // The prerender plugin, and the build script that runs the prerender's own build first.
      'apps/web/scripts',
      'apps/web/package.json',
      'packages/domain/src',
    ],
    workspace: '@njira/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/server.js',
    inputs: ['apps/server/src', 'apps/server/drizzle', 'apps/server/scripts', 'packages/domain/src'],
    workspace: '@njira/server',
  },
];

/** Builds each part whose output is missing or older than its sources; a fresh clone builds everything. */
export function buildIfNeeded({ force = false } = {}) {
  for (const t of targets) {
    const out = path.join(root, t.output);
    const stale =
      !existsSync(out) ||
      Math.max(...t.inputs.map((i) => newestMtime(path.join(root, i)))) > statSync(out).mtimeMs;
    if (!force && !stale) continue;
    console.log(`Building the ${t.name}…`);
    const r = spawnSync('npm', ['run', 'build', '-w', t.workspace], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error(`Building the ${t.name} failed.`);
      process.exit(r.status ?? 1);
    }
  }
}
