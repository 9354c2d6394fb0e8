import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../db/client.ts';
import { findUserByEmail } from '../db/queries/users.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { parseAdminArgs } from './admin-args.ts';
import { adminCreate, SERVER_RUNNING } from './admin-create.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

const args = (email: string) => ['--email', email, '--password', 'S3cure-admin', '--name', 'Chipo Admin'];

describe('parseAdminArgs', () => {
  it('accepts the three options and lower-cases the e-mail', () => {
    expect(parseAdminArgs(args('Chipo@Njira.CO.ZM'))).toEqual({
      ok: true,
      args: { email: 'chipo@njira.co.zm', password: 'S3cure-admin', name: 'Chipo Admin' },
    });
  });

  it.each([
    [[], ['--email is required', '--password is required', '--name is required']],
    [
      ['--email', 'nobody', '--password', 'short', '--name', ' C '],
      [
        "--email: 'nobody' is not an e-mail address",
        '--password must be at least 8 characters',
        '--name must be at least 2 characters',
      ],
    ],
    [['--mail', 'x@y.z'], ["Unknown option '--mail'"]],
  ])('explains what is wrong with %j', (argv, errors) => {
    const parsed = parseAdminArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.map((e) => e.split('. ')[0])).toEqual(errors);
  });
});

describe('adminCreate', () => {
  const adminUrl = inject('pgAdminUrl');
  const name = `njira_cli_${randomBytes(6).toString('hex')}`;
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  let tmp: string;

  beforeAll(async () => {
    const u = new URL(adminUrl);
    u.pathname = '/postgres';
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    tmp = await mkdtemp(path.join(os.tmpdir(), 'njira-cli-'));
  });
  afterAll(async () => {
    const u = new URL(adminUrl);
    u.pathname = '/postgres';
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
    await rm(tmp, { recursive: true, force: true });
  });

  it('creates the admin once, then says the e-mail is taken', async () => {
    const env = { DATABASE_URL: dbUrl.toString(), DATA_DIR: tmp };
    const first = capture();
    expect(await adminCreate(args('Chipo@njira.demo'), env, first.io)).toBe(0);
    expect(first.out).toEqual([
      'Admin created: chipo@njira.demo',
      'At the first sign-in, they turn on two-factor sign-in (an authenticator app) before the admin screens open.',
    ]);

    const second = capture();
    expect(await adminCreate(args('chipo@njira.demo'), env, second.io)).toBe(1);
    expect(second.err).toEqual(['An account with e-mail chipo@njira.demo already exists']);

    const { db, close } = createDb(dbUrl.toString(), 1);
    const user = await findUserByEmail(db, 'chipo@njira.demo');
    await close();
    expect(user).toMatchObject({ role: 'admin', fullName: 'Chipo Admin' });
    expect(await verifyPassword(user!.passwordHash, 'S3cure-admin')).toBe(true);
  });

  it('refuses bad options with the usage line, before touching any database', async () => {
    const c = capture();
    expect(await adminCreate(['--email', 'x'], { DATABASE_URL: 'postgres://nowhere.invalid/x' }, c.io)).toBe(
      1,
    );
    expect(c.err.at(-1)).toMatch(/^Usage: npm run admin:create/);
  });

  it('reports bad configuration', async () => {
    const c = capture();
    expect(await adminCreate(args('a@b.co'), { DATABASE_URL: 'mysql://x' }, c.io)).toBe(1);
    expect(c.err.join('\n')).toContain('DATABASE_URL');
  });

  it('will not start a second PostgreSQL on a data directory a running server holds', async () => {
    // A live pid in postmaster.pid is what a running server leaves; this test process will do.
    await mkdir(path.join(tmp, 'pg'), { recursive: true });
    await writeFile(path.join(tmp, 'pg', 'postmaster.pid'), `${process.pid}\n${tmp}/pg\n`);
    const c = capture();
    expect(await adminCreate(args('a@b.co'), { DATA_DIR: tmp }, c.io)).toBe(1);
    expect(c.err.join('\n')).toContain(SERVER_RUNNING);
  });
});
