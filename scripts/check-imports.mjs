// One-way imports in the web app (STYLE.md habit 1, docs/decisions/008-web-feature-folders.md):
//   app → features/<noun> → components/layouts → components/messages → components/forms → components/ui → lib → content
// A layer imports itself and the layers to its right. A feature never imports another feature or
// app/; shared code imports no feature and no app/. Test support (src/testing, app/test-app.tsx) is
// for tests only. A folder outside this map fails the check until it is placed in it.
// Biome's rules cannot say "a sibling feature", so this check does; `npm run lint` runs it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-if-needed.mjs';

const src = path.join(root, 'apps/web/src');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;

/** Shared layers, highest first: each may import itself and those after it. */
const SHARED = [
  'components/layouts',
  'components/messages',
  'components/forms',
  'components/ui',
  'lib',
  'content',
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

/** 'app', 'feature:<noun>', one of SHARED, 'testing', or null for a file outside the map. */
function layer(file) {
  const rel = path.relative(src, file).split(path.sep).join('/');
  if (rel === 'app/test-app.tsx' || rel.startsWith('testing/')) return 'testing';
  if (rel === 'main.tsx' || rel.startsWith('app/')) return 'app';
  if (rel.startsWith('features/')) return rel.split('/').length > 2 ? `feature:${rel.split('/')[1]}` : null;
  return SHARED.find((shared) => rel.startsWith(`${shared}/`)) ?? null;
}

function allowed(from, to) {
  if (from === to || from === 'testing') return true;
  if (to === 'testing') return false;
  if (from === 'app') return true;
  if (to === 'app' || to.startsWith('feature:')) return false;
  // to is shared: features may use any of it; shared code only what lies below it.
  return from.startsWith('feature:') || SHARED.indexOf(to) > SHARED.indexOf(from);
}

const problems = [];
for (const file of files(src)) {
  const where = path.relative(root, file);
  const from = layer(file);
  if (!from) {
    problems.push(
      `${where} is in no layer: put it under app/, features/<noun>/, ${SHARED.join(', ')} or testing/`,
    );
    continue;
  }
  if (/\.test\.tsx?$/.test(file)) continue; // tests may compose the app to drive it
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (!spec) continue;
    if (spec.startsWith('@njira/server') || spec.includes('apps/server')) {
      problems.push(`${where} imports ${spec}: the web never imports the server`);
      continue;
    }
    if (/^(@|~)\/|^src\//.test(spec)) {
      problems.push(`${where} imports ${spec}: use a relative path, which this check can place`);
      continue;
    }
    if (!spec.startsWith('.')) continue;
    const to = layer(path.resolve(path.dirname(file), spec));
    if (to && !allowed(from, to)) problems.push(`${where} imports ${spec} (${from} → ${to})`);
  }
}
if (problems.length > 0) {
  console.error(`One-way imports broken (app → features → ${SHARED.join(' → ')}):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`Imports are one-way: app → features → ${SHARED.join(' → ')}.`);
