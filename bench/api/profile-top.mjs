// Reads a V8 .cpuprofile (from `node --cpu-prof`) and prints where the samples fell:
// the top functions by self time (% of samples, function, file:line) and the same grouped by
// package (node_modules/<pkg>, our code, node internals, GC, idle).
//
//   node bench/api/profile-top.mjs <file.cpuprofile> [--top 25] [--from-ms N] [--to-ms N] [--markdown]
//
// --from-ms/--to-ms keep only the samples in that window (ms since the profile started), so a
// profile of a whole server process can be cut to the load phase. Positions in the bundled server
// (apps/server/dist/*.js) are mapped back to the TypeScript sources through its source map.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const sourceMaps = new Map();
function sourceMapFor(file) {
  if (!sourceMaps.has(file)) {
    const mapFile = `${file}.map`;
    let map = null;
    if (file.includes(`${path.sep}apps${path.sep}server${path.sep}dist${path.sep}`) && existsSync(mapFile)) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
      } catch {
        map = null;
      }
    }
    sourceMaps.set(file, map);
  }
  return sourceMaps.get(file);
}

/** file:line for a call frame, relative to the repository, through the source map when there is one. */
function locate(frame) {
  const { url, lineNumber, columnNumber } = frame;
  if (!url) return '';
  let file = url.startsWith('file://') ? fileURLToPath(url) : url;
  let line = lineNumber + 1;
  const map = file.startsWith('/') ? sourceMapFor(file) : null;
  if (map) {
    const entry = map.findEntry(lineNumber, columnNumber);
    if (entry?.originalSource) {
      const src = entry.originalSource.startsWith('file://')
        ? fileURLToPath(entry.originalSource)
        : path.resolve(path.dirname(file), entry.originalSource);
      file = src;
      line = entry.originalLine + 1;
    }
  }
  if (file.startsWith(root + path.sep)) file = path.relative(root, file);
  return `${file}:${line}`;
}

/** Which bucket a frame's self time counts in. */
export function packageOf(frame) {
  const { url, functionName } = frame;
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(program)') return '(program: V8/native, unattributed)';
  if (!url) return 'V8 builtins / native';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const nm = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (nm >= 0) {
    const rest = file.slice(nm + '/node_modules/'.length).split(path.sep);
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? 'node_modules');
  }
  if (file.includes(`${path.sep}apps${path.sep}server${path.sep}`)) return 'our code (apps/server + domain)';
  if (file.includes(`${path.sep}packages${path.sep}domain${path.sep}`))
    return 'our code (apps/server + domain)';
  return 'other';
}

/**
 * Self-time summary of one profile. Returns the top functions and the package groups, each with the
 * number of samples and the share of all samples in the window (idle included, so idle shows how
 * often the server waited for work or for the database).
 */
export function summarize(profile, { top = 25, fromMs = 0, toMs = Number.POSITIVE_INFINITY } = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  let t = 0;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    const ms = t / 1000;
    if (ms < fromMs || ms > toMs) continue;
    total++;
    const id = profile.samples[i];
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  // Native and node-internal self time, attributed to the nearest caller in a package or our code:
  // a writev under pg is the database protocol, one under fastify is the HTTP response.
  const parent = new Map();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const generic = new Set(['V8 builtins / native', 'node internals']);
  const attributedTo = (id) => {
    let cur = id;
    while (cur !== undefined) {
      const frame = nodes.get(cur)?.callFrame;
      if (!frame) break;
      const pkg = packageOf(frame);
      if (!generic.has(pkg)) return pkg;
      cur = parent.get(cur);
    }
    return 'V8 builtins / native';
  };
  const byFunction = new Map();
  const byPackage = new Map();
  const byCaller = new Map();
  for (const [id, n] of counts) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    const where = locate(frame);
    const name = frame.functionName || '(anonymous)';
    const key = `${name}\u0000${where}`;
    const f = byFunction.get(key) ?? { function: name, where, package: packageOf(frame), samples: 0 };
    f.samples += n;
    byFunction.set(key, f);
    const pkg = packageOf(frame);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + n);
    const owner = attributedTo(id);
    byCaller.set(owner, (byCaller.get(owner) ?? 0) + n);
    if (generic.has(pkg)) {
      f.callers ??= new Map();
      f.callers.set(owner, (f.callers.get(owner) ?? 0) + n);
    }
  }
  const pct = (n) => (total === 0 ? 0 : (100 * n) / total);
  const functions = [...byFunction.values()]
    .sort((a, b) => b.samples - a.samples)
    .slice(0, top)
    .map((f) => ({
      ...f,
      pct: pct(f.samples),
      // For native/internal frames: which packages called it, largest first.
      calledFrom: f.callers
        ? [...f.callers.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 3)
            .map(([pkg, n]) => `${pkg} ${Math.round((100 * n) / f.samples)}%`)
            .join(', ')
        : '',
    }));
  const packages = [...new Set([...byPackage.keys(), ...byCaller.keys()])]
    .map((pkg) => ({
      package: pkg,
      samples: byPackage.get(pkg) ?? 0,
      pct: pct(byPackage.get(pkg) ?? 0),
      withNativesPct: pct(byCaller.get(pkg) ?? 0),
    }))
    .sort((a, b) => b.withNativesPct - a.withNativesPct || b.pct - a.pct);
  const idle = byPackage.get('(idle)') ?? 0;
  return { total, idlePct: pct(idle), functions, packages };
}

export function formatSummary(s, { markdown = false } = {}) {
  const lines = [];
  if (markdown) {
    lines.push(`${s.total} samples; idle ${s.idlePct.toFixed(1)}%.`, '');
    lines.push(
      '| # | self % | function | where | package (natives: called from) |',
      '|---|---:|---|---|---|',
    );
    s.functions.forEach((f, i) => {
      const pkg = f.calledFrom ? `${f.package} (from ${f.calledFrom})` : f.package;
      lines.push(`| ${i + 1} | ${f.pct.toFixed(1)} | \`${f.function}\` | ${f.where || '—'} | ${pkg} |`);
    });
    lines.push('', '| package | self % | self % with natives counted to their caller |', '|---|---:|---:|');
    for (const p of s.packages) {
      lines.push(`| ${p.package} | ${p.pct.toFixed(1)} | ${p.withNativesPct.toFixed(1)} |`);
    }
  } else {
    lines.push(`${s.total} samples; idle ${s.idlePct.toFixed(1)}%`);
    lines.push('Top functions by self time:');
    s.functions.forEach((f, i) => {
      const from = f.calledFrom ? ` (from ${f.calledFrom})` : '';
      lines.push(
        `${String(i + 1).padStart(3)}. ${f.pct.toFixed(1).padStart(5)}%  ${f.function}  ${f.where || '-'}  [${f.package}]${from}`,
      );
    });
    lines.push('By package (self %, then with natives counted to their caller):');
    for (const p of s.packages) {
      lines.push(
        `  ${p.pct.toFixed(1).padStart(5)}%  ${p.withNativesPct.toFixed(1).padStart(5)}%  ${p.package}`,
      );
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
  const opt = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : undefined;
  };
  if (!file) {
    console.error(
      'usage: node bench/api/profile-top.mjs <file.cpuprofile> [--top 25] [--from-ms N] [--to-ms N] [--markdown]',
    );
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const summary = summarize(profile, {
    top: opt('--top') ?? 25,
    fromMs: opt('--from-ms') ?? 0,
    toMs: opt('--to-ms') ?? Number.POSITIVE_INFINITY,
  });
  console.log(formatSummary(summary, { markdown: args.includes('--markdown') }));
}
