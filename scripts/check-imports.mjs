// One-way imports in the web app (STYLE.md habit 1): app/ → features/<x>/ → components/ui, lib.
// A feature never imports another feature or app/; shared code imports no feature and no app/.
// Biome's rules cannot say "a sibling feature", so this check does; `npm run lint` runs it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-if-needed.mjs';

const src = path.join(root, 'apps/web/src');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

/** 'app', 'feature:<name>', or 'shared' (components, lib, content, anything else). */
function layer(file) {
  const [top, name] = path.relative(src, file).split(path.sep);
  if (top === 'app' || top === 'main.tsx') return 'app';
  if (top === 'features') return `feature:${name}`;
  return 'shared';
}

const problems = [];
for (const file of files(src)) {
  if (/\.test\.tsx?$/.test(file)) continue; // tests may compose the app to drive it
  const from = layer(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (!spec?.startsWith('.')) continue;
    const to = layer(path.resolve(path.dirname(file), spec));
    const allowed = to === 'shared' || to === from || from === 'app';
    if (!allowed) problems.push(`${path.relative(root, file)} imports ${spec} (${from} → ${to})`);
  }
}
if (problems.length > 0) {
  console.error('One-way imports broken (app → features → shared):');
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('Imports are one-way: app → features → shared.');
