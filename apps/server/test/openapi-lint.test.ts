import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * The published contract (issue 25, ADR 003): the document served at /api/openapi.json passes
 * Redocly's recommended lint, run with the project's own @redocly/cli on the served document, as
 * `npx @redocly/cli lint` did in the issue.
 */

const run = promisify(execFile);
/** The CLI's entry point (the package is one bundle with no programmatic API). */
const REDOCLY_CLI = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The lint's configuration and the problems it ignores, each with its reason (ADR 030): copied next
 * to the document, as the ignore file names it relative to itself.
 */
const LINT_CONFIG = ['redocly.yaml', '.redocly.lint-ignore.yaml'];
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}
interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}
interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: LintProblem[];
}

let t: TestContext;
let doc: OpenApiDocument;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  dir = await mkdtemp(path.join(os.tmpdir(), 'njira-openapi-'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function operations(): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path: p, op })),
  );
}

/** Redocly's lint of the document with the project's configuration (redocly.yaml), as its JSON report. */
async function redoclyLint(document: unknown): Promise<LintReport> {
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(document, null, 2));
  for (const name of LINT_CONFIG) await copyFile(path.join(SERVER_DIR, name), path.join(dir, name));
  const args = [REDOCLY_CLI, 'lint', file, '--format=json', '--config=redocly.yaml', '--max-problems=1000'];
  const options = {
    cwd: dir,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 32 * 1024 * 1024,
  };
  let stdout: string;
  try {
    ({ stdout } = await run(process.execPath, args, options));
  } catch (err) {
    // It exits 1 when it finds an error; the report is on stdout all the same.
    const out = (err as { stdout?: string }).stdout;
    if (!out) throw err;
    stdout = out;
  }
  return JSON.parse(stdout) as LintReport;
}

const describeProblem = (p: LintProblem) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`;

describe('the served OpenAPI document (issue 25)', () => {
  it("passes Redocly's recommended lint with no error and no warning, ignoring only the two of ADR 030", async () => {
    const report = await redoclyLint(doc);
    expect(
      report.problems.map((p) => `${p.severity} ${describeProblem(p)}: ${p.message}`),
      'Redocly lint problems',
    ).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 2 });
    // What the two ignored ones say is true: neither operation declares a 4xx.
    for (const p of ['/api/health', '/api/auth/verify']) {
      expect(
        Object.keys(doc.paths[p]?.get?.responses ?? {}).filter((c) => c.startsWith('4')),
        p,
      ).toEqual([]);
    }
  }, 60_000);

  it('gives every operation a unique operationId, from its method and path', () => {
    for (const { method, path: p, op } of operations()) {
      expect(op.operationId, `${method} ${p}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
    const ids = operations().map(({ op }) => op.operationId);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'operationIds given twice',
    ).toEqual([]);
    const id = (method: string, p: string) => doc.paths[p]?.[method]?.operationId;
    expect(id('get', '/api/quotes/{id}')).toBe('getQuotesById');
    expect(id('post', '/api/quotes/{id}/bids/{bidId}/accept')).toBe('postQuotesByIdBidsByBidIdAccept');
    expect(id('get', '/api/shipments/{id}/receipt.pdf')).toBe('getShipmentsByIdReceiptPdf');
    expect(id('get', '/api/dashboard/cargo-owner')).toBe('getDashboardCargoOwner');
    expect(id('get', '/api/shipments')).toBe('getShipments');
  });

  it('has no path with a trailing slash, and every path is one the server answers', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.endsWith('/'))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/shipments', '/api/dashboard', '/api/earnings', '/api/payments']),
    );
    for (const { method, path: p } of operations()) {
      const url = p.replace(/\{([^}]+)\}/g, ':$1');
      expect(t.app.hasRoute({ method, url }), `${method} ${p}`).toBe(true);
    }
  });

  it('documents every /api route once, with the security its access gives', () => {
    const routes = t.app.routeAccess.filter((r) => r.method !== 'HEAD' && r.url !== '/api/openapi.json');
    const documented = operations().map(
      ({ method, path: p }) => `${method} ${p.replace(/\{([^}]+)\}/g, ':$1')}`,
    );
    expect(documented.sort()).toEqual(routes.map((r) => `${r.method} ${r.url}`).sort());
    for (const route of routes) {
      const op = doc.paths[route.url.replace(/:([^/]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(op?.security, `${route.method} ${route.url}`).toEqual(
        route.access === 'public' ? [] : [{ bearerAuth: [] }],
      );
    }
  });

  it('gives every operation a summary, its own except the known few', () => {
    const generated = operations()
      .filter(({ method, path: p, op }) => op.summary === `${method} ${p}`)
      .map(({ method, path: p }) => `${method} ${p}`);
    for (const { method, path: p, op } of operations()) expect(op.summary, `${method} ${p}`).toBeTruthy();
    expect(generated).toEqual([]);
  });

  it('names a relative server, so a client uses the origin it fetched the document from', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('documents the 400 a malformed JSON body gets on a route that takes no body', async () => {
    expect(doc.paths['/api/auth/logout']?.post?.responses).toHaveProperty('400');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(400);
  });
});
