import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { sharedSecret } from '../db/queries/server-secrets.ts';

/** Where the generated key is kept when SECRETS_KEY is not set: DATA_DIR/secrets-key, mode 0600. */
export const SECRETS_KEY_FILE = 'secrets-key';

export const SECRETS_KEY_MISMATCH =
  "SECRETS_KEY (or DATA_DIR/secrets-key) is not the key this database's secrets were sealed with: give every instance on one database the same SECRETS_KEY (ADR 032)";

/**
 * The key the stored secrets are sealed with (two-factor secrets, the idempotency fingerprints'
 * HMAC; ADR 032), kept outside the database so that one read of the database opens none of them:
 * SECRETS_KEY when set; otherwise one generated on first start into DATA_DIR/secrets-key, readable
 * by the server's user only. Two processes starting on one DATA_DIR at once keep one key: the file
 * is written whole under another name, then linked into place, which only the first link does.
 */
export async function secretsKeyFor(dataDir: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  const kept = await readFile(file, 'utf8').catch(() => null);
  if (kept !== null) return checkedKey(kept, file);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  } finally {
    await unlink(draft);
  }
  return checkedKey(await readFile(file, 'utf8'), file);
}

function checkedKey(text: string, file: string): string {
  const key = text.trim();
  if (key.length < 32) throw new Error(`${file} holds no key of at least 32 characters`);
  return key;
}

/**
 * Refuses a key other than the one this database's secrets were sealed with (an instance with its
 * own DATA_DIR, or a changed SECRETS_KEY), before it serves anything: the database keeps an HMAC of
 * a fixed text under the key, which tells keys apart and reveals nothing of it.
 */
export async function checkSecretsKey(db: Db, key: string): Promise<void> {
  const mark = createHmac('sha256', key).update('njira:secrets-key-check').digest('base64url');
  if ((await sharedSecret(db, 'secrets-key-check', async () => mark)) !== mark) {
    throw new Error(SECRETS_KEY_MISMATCH);
  }
}

/** A key of its own for each use of SECRETS_KEY (HKDF-SHA256). */
export function derivedKey(secretsKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretsKey, 'njira', `njira:${purpose}`, 32));
}
