import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { serverSecrets } from '../schema/server-secrets.ts';

/**
 * The secret stored under `name`, storing `make()` first when there is none. Two instances asking at
 * once get the same one: the first insert wins and both read it back.
 */
export async function sharedSecret(db: DbOrTx, name: string, make: () => Promise<string>): Promise<string> {
  const stored = async () =>
    (await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1))[0]?.value;
  const found = await stored();
  if (found) return found;
  await db
    .insert(serverSecrets)
    .values({ name, value: await make() })
    .onConflictDoNothing();
  const value = await stored();
  if (!value) throw new Error(`the shared secret ${name} could not be stored`);
  return value;
}
