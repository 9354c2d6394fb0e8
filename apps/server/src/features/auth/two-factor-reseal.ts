import { and, eq, isNull, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userTwoFactor } from '../../db/schema/two-factor.ts';
import { SecretBox } from '../../lib/secret-box.ts';

/** The purpose the TOTP secrets are sealed under (SecretBox). */
export const TOTP_SEAL_PURPOSE = 'totp-secret';

/**
 * Reseals the TOTP secrets an earlier version sealed with the signing key (`v1`, which the
 * database holds) with SECRETS_KEY (`v2`, ADR 032). Run on start, under the prepare lock; each row
 * is changed only while it still holds what was read. A `v1` value the signing key does not open
 * (it was changed since) is left: it opened nothing before either. Returns the rows resealed.
 */
export async function resealTwoFactorSecrets(
  db: Db,
  signingKey: string,
  secretsKey: string,
): Promise<number> {
  const old = new SecretBox(signingKey, TOTP_SEAL_PURPOSE, 'v1');
  const box = new SecretBox(secretsKey, TOTP_SEAL_PURPOSE);
  const reseal = (sealed: string | null) => {
    if (!sealed?.startsWith('v1.')) return sealed;
    const plain = old.open(sealed);
    return plain === null ? sealed : box.seal(plain);
  };
  const rows = await db
    .select()
    .from(userTwoFactor)
    .where(or(like(userTwoFactor.secret, 'v1.%'), like(userTwoFactor.pendingSecret, 'v1.%')));
  let resealed = 0;
  for (const row of rows) {
    const secret = reseal(row.secret);
    const pendingSecret = reseal(row.pendingSecret);
    if (secret === row.secret && pendingSecret === row.pendingSecret) continue;
    const done = await db
      .update(userTwoFactor)
      .set({ secret, pendingSecret })
      .where(
        and(
          eq(userTwoFactor.userId, row.userId),
          row.secret === null ? isNull(userTwoFactor.secret) : eq(userTwoFactor.secret, row.secret),
          row.pendingSecret === null
            ? isNull(userTwoFactor.pendingSecret)
            : eq(userTwoFactor.pendingSecret, row.pendingSecret),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    resealed += done.length;
  }
  return resealed;
}
