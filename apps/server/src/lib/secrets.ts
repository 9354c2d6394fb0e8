import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { sharedSecret } from '../db/queries/server-secrets.ts';

/**
 * JWT_SECRET when set; otherwise the one kept in the database, made by the first instance that
 * started on it, so every instance on one database signs and accepts the same tokens (ADR 002). A
 * secret an earlier version kept in `DATA_DIR/jwt-secret` becomes that one, so nobody is signed out
 * by the upgrade.
 */
export async function jwtSecretFor(db: Db, dataDir: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return sharedSecret(db, 'jwt', async () => {
    const earlier = await readFile(path.join(dataDir, 'jwt-secret'), 'utf8').catch(() => '');
    return earlier.trim() || randomBytes(48).toString('base64url');
  });
}
