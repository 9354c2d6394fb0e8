// Files that do one thing (issue 24): no source file over 300 lines, and nine in ten at most 130.
// Tests, test support, migrations, the seed catalogue and declaration files are not counted.
// `npm run lint` runs it; a file that grows past the bar is split by screen or noun.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-if-needed.mjs';

const MAX_LINES = 300;
const P90_LINES = 130;
const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const SKIP = /(\.test\.tsx?$|\.d\.ts$|\/test\/|\/testing\/|\/migrations\/|\/seed\/|\/test-app\.tsx$)/;

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.(ts|tsx)$/.test(name)) yield full;
  }
}

const sizes = ROOTS.flatMap((dir) => [...sources(path.join(root, dir))])
  .map((file) => path.relative(root, file).split(path.sep).join('/'))
  .filter((file) => !SKIP.test(`/${file}`))
  .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
  .sort((a, b) => a.lines - b.lines);

const p90 = sizes[Math.ceil(sizes.length * 0.9) - 1]?.lines ?? 0;
const tooLong = sizes.filter((s) => s.lines > MAX_LINES);
for (const { file, lines } of tooLong) console.error(`${file}: ${lines} lines (at most ${MAX_LINES})`);
if (p90 > P90_LINES) console.error(`nine in ten source files are at most ${p90} lines (bar ${P90_LINES})`);
if (tooLong.length > 0 || p90 > P90_LINES) process.exit(1);
console.log(
  `file sizes: ${sizes.length} source files, p90 ${p90} lines, longest ${sizes.at(-1)?.lines ?? 0}`,
);
