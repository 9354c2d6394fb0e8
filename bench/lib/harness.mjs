// What the database benchmarks share (`npm run bench:api`, `npm run bench:admin`): a scratch
// database on the PostgreSQL at BENCH_DATABASE_URL, child processes (the built server, helpers)
// stopped on exit, the scratch database dropped at the end, also on Ctrl-C or error, small HTTP
// helpers, and writing a result block between markers in bench/README.md.

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { root } from '../../scripts/build-if-needed.mjs';

/** Debian's and most packages' socket directory for the local PostgreSQL on 5432. */
const LOCAL_SOCKET_DIR = '/var/run/postgresql';

/**
 * The machine's PostgreSQL, over its Unix socket when it has one (as a server on the same machine
 * would connect: a statement costs about half what it costs over loopback TCP here), else TCP.
 */
export const DEFAULT_ADMIN_URL = existsSync(path.join(LOCAL_SOCKET_DIR, '.s.PGSQL.5432'))
  ? `postgres://postgres@localhost:5432/postgres?host=${encodeURIComponent(LOCAL_SOCKET_DIR)}`
  : 'postgres://postgres@127.0.0.1:5432/postgres';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The same connection string, on another database. */
export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** `[name hh:mm:ss] …` on stdout. */
export function makeLog(name) {
  return (...a) => console.log(`[${name} ${new Date().toISOString().slice(11, 19)}]`, ...a);
}

/**
 * One run's processes and scratch database. `cleanup()` stops every child, closes `state.scratch`,
 * drops `state.dbName` (unless `keepDb`) and removes `state.dataDir`; it runs once, on SIGINT,
 * SIGTERM and SIGHUP too (the process then exits 130).
 *
 * @param {{ name: string, adminUrl: string, keepDb?: boolean, keepDbHint?: string,
 *   logTarget?: (label: string) => 'pipe' | 'inherit' | number }} options
 */
export function createHarness({ name, adminUrl, keepDb = false, keepDbHint = '', logTarget = () => 'pipe' }) {
  const log = makeLog(name);
  const state = {
    /** @type {Set<import('node:child_process').ChildProcess>} */
    children: new Set(),
    /** @type {string | null} */
    dbName: null,
    /** @type {string | null} */
    dataDir: null,
    /** @type {pg.Client | null} */
    scratch: null,
  };

  /**
   * Starts `node <nodeArgs>` in the repository root; its stdout is echoed with a `[label]` prefix
   * (and the first 20,000 characters kept in `child.output`) unless `logTarget` sends it to a file.
   */
  function startProcess(label, nodeArgs, env, { ipc = false } = {}) {
    const out = logTarget(label);
    const stdio = ipc ? ['ignore', out, 'inherit', 'ipc'] : ['ignore', out, 'inherit'];
    const child = spawn(process.execPath, nodeArgs, { cwd: root, env, stdio });
    if (typeof out === 'number') closeSync(out);
    child.label = label;
    child.startedAt = performance.now();
    child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    child.exited.then(() => state.children.delete(child));
    state.children.add(child);
    child.output = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk) => {
      if (child.output.length < 20_000) child.output += chunk;
      process.stdout.write(chunk.replace(/^/gm, `[${label}] `));
    });
    return child;
  }

  async function stopProcess(child, signal = 'SIGTERM') {
    if (child.exitCode !== null || child.signalCode !== null) return child.exited;
    child.kill(signal);
    const done = await Promise.race([child.exited, sleep(25_000).then(() => null)]);
    if (done) return done;
    child.kill('SIGKILL');
    return child.exited;
  }

  let cleaning = null;
  function cleanup() {
    cleaning ??= (async () => {
      await Promise.all([...state.children].map((c) => stopProcess(c).catch(() => {})));
      await state.scratch?.end().catch(() => {});
      if (state.dbName && keepDb) {
        log(
          `kept the scratch database${keepDbHint}: ${withDatabase(adminUrl, state.dbName)} — drop it when done`,
        );
      } else if (state.dbName) {
        await dropDatabase(adminUrl, state.dbName).then(
          () => log(`dropped the scratch database ${state.dbName}`),
          (err) => console.error(`could not drop the scratch database ${state.dbName}: ${err.message}`),
        );
      }
      if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      console.error(`\n${signal}: cleaning up…`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  /** Runs a bench's `main`, cleans up whatever happened, and exits with main's code (1 on error). */
  async function run(main) {
    let code = 1;
    try {
      code = await main();
    } catch (err) {
      // After Ctrl-C the clean-up closes what main was using; that error is not news.
      if (cleaning === null) console.error(err);
      code = 1;
    } finally {
      await cleanup();
    }
    process.exit(code);
  }

  return { log, state, startProcess, stopProcess, cleanup, run };
}

/** Runs one statement on the admin connection (e.g. `create database`). */
export async function adminQuery(adminUrl, text, values) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(text, values);
  } finally {
    await admin.end().catch(() => {});
  }
}

export function dropDatabase(adminUrl, dbName) {
  return adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** One request; the body parsed as JSON when it is JSON. */
export async function call(base, method, url, { token, body } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, json, headers: res.headers, bytes: Buffer.byteLength(text) };
}

export async function waitForHealth(base, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${child.label} exited with code ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${child.label} did not answer /api/health within ${timeoutMs / 1000} s`);
}

export async function waitForLine(child, line, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.output.split('\n').includes(line)) return;
    if (child.exitCode !== null) throw new Error(`${child.label} exited with code ${child.exitCode}`);
    await sleep(100);
  }
  throw new Error(`${child.label} did not print '${line}' within ${timeoutMs / 1000} s`);
}

/** Runs in limited parallel: at most `n` of `items` at a time. */
export async function inBatches(items, n, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/**
 * Waits until the previous requests have drained: no busy backend on `scratch`'s database and a
 * health check answering within 100 ms (unless `base` is null), twice in a row; false after
 * `timeoutMs`.
 */
export async function settleDatabase(scratch, base, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  let calm = 0;
  while (Date.now() < until && calm < 2) {
    const { rows } = await scratch.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()
         and (state is null or state <> 'idle')`,
    );
    const t0 = performance.now();
    const ok =
      base === null ||
      (await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
    const fast = ok && performance.now() - t0 < 100;
    calm = rows[0].n === 0 && fast ? calm + 1 : 0;
    if (calm < 2) await sleep(200);
  }
  return calm >= 2;
}

// ---------------------------------------------------------------------------------------------
// bench/README.md

/**
 * Replaces what lies between `<!-- bench:<key>:start -->` and `<!-- bench:<key>:end -->` in
 * bench/README.md with `body`; without the markers, appends `heading` and the block at the end.
 */
export function writeReadmeBlock(key, body, heading) {
  const start = `<!-- bench:${key}:start -->`;
  const end = `<!-- bench:${key}:end -->`;
  const file = path.join(root, 'bench/README.md');
  let text = readFileSync(file, 'utf8');
  const block = `${start}\n${body}\n${end}`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a >= 0 && b > a) text = text.slice(0, a) + block + text.slice(b + end.length);
  else text = `${text.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  writeFileSync(file, text);
}

/**
 * What every bench's server is given besides its port and database: the generator is one address
 * holding hundreds (bench:load) to thousands (bench:events) of connections, which the server's
 * per-address cap, sized for people behind a mobile operator's NAT, would otherwise refuse.
 */
export const BENCH_SERVER_ENV = { MAX_CONNECTIONS_PER_ADDRESS: '1000000' };

/**
 * Signs access tokens as the server does, with the secret the bench gave it, for accounts the bench
 * made in SQL: a few hundred sign-ups would spend a minute of both cores on argon2 and meet the
 * sign-up throttle, and the hashes play no part in what is measured. `seconds`: how long they last.
 */
export function tokenSigner(secret, seconds) {
  const key = new TextEncoder().encode(secret);
  return (sub, role) =>
    new SignJWT({ role, sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('njira')
      .setAudience('njira-api')
      .setIssuedAt()
      .setExpirationTime(`${seconds}s`)
      .sign(key);
}
