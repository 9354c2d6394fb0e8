import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../../scripts/local.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const startScript = (packageJson: string): string =>
  JSON.parse(readFileSync(path.join(repoRoot, packageJson), 'utf8')).scripts.start;

// The journeys, the benchmarks and the ops tests start the server with SERVER_NODE_FLAGS; the two
// `start` scripts say the flags again in package.json, where nothing can import them. What the
// benchmarks measure is what `npm start` runs only while the two agree (ADR 010, eleventh round).
describe("the server's V8 flags", () => {
  it.each(['package.json', 'apps/server/package.json'])('are all given by the start script of %s', (file) => {
    const script = startScript(file);
    const [command, ...words] = script.split(' ');
    expect(command).toBe('node');
    const flags = words.filter((word) => word.startsWith('--'));
    expect(flags).toEqual([...SERVER_NODE_FLAGS]);
  });
});
