import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { SecretBox } from './secret-box.ts';
import { SECRETS_KEY_FILE, secretsKeyFor } from './secrets-key.ts';

/** Issue 40, item 11: the sealing key lives outside the database (ADR 032). */
const root = mkdtempSync(path.join(tmpdir(), 'njira-secrets-key-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => path.join(root, `data-${++n}`);

describe('SECRETS_KEY', () => {
  it('is generated once into DATA_DIR/secrets-key, mode 0600, and the same on every later start', async () => {
    const dir = freshDir();
    const key = await secretsKeyFor(dir, undefined);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(await secretsKeyFor(dir, undefined)).toBe(key);
  });

  it('is one key for processes starting on one DATA_DIR at once', async () => {
    const dir = freshDir();
    const keys = await Promise.all(Array.from({ length: 8 }, () => secretsKeyFor(dir, undefined)));
    expect(new Set(keys).size).toBe(1);
  });

  it('is the configured one when set, and must be at least 32 characters', async () => {
    expect(await secretsKeyFor(freshDir(), 'k'.repeat(40))).toBe('k'.repeat(40));
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY: must be at least 32 characters/);
  });

  it('refuses a key file that holds no key', async () => {
    const dir = freshDir();
    await secretsKeyFor(dir, undefined);
    writeFileSync(path.join(dir, SECRETS_KEY_FILE), '\n');
    await expect(secretsKeyFor(dir, undefined)).rejects.toThrow(/holds no key/);
  });
});

describe('SecretBox versions', () => {
  it('v2 (SECRETS_KEY) and v1 (the signing key, read only to reseal) never open each other', () => {
    const v2 = new SecretBox('k'.repeat(40), 'totp-secret').seal('JBSWY3DPEHPK3PXP');
    expect(v2.startsWith('v2.')).toBe(true);
    expect(new SecretBox('k'.repeat(40), 'totp-secret', 'v1').open(v2)).toBeNull();
    const v1 = new SecretBox('k'.repeat(40), 'totp-secret', 'v1').seal('JBSWY3DPEHPK3PXP');
    expect(new SecretBox('k'.repeat(40), 'totp-secret').open(v1)).toBeNull();
  });
});
