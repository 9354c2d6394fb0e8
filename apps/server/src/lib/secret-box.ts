import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * `v2`: sealed with a key derived from SECRETS_KEY, kept outside the database (ADR 032). `v1`: from
 * the access tokens' signing key, which the database holds itself; only read, to reseal (ADR 032).
 */
export type SealVersion = 'v1' | 'v2';

/**
 * Encrypts small secrets for storage (the two-factor TOTP secrets, ADR 024): AES-256-GCM with a key
 * derived by HKDF from `keyMaterial` (SECRETS_KEY) and a purpose, so each purpose has its own key.
 * Stored as `v2.<iv>.<tag>.<ciphertext>` (base64url): the tag refuses a value edited in the database.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(
    keyMaterial: string,
    purpose: string,
    private readonly version: SealVersion = 'v2',
  ) {
    this.key = Buffer.from(hkdfSync('sha256', keyMaterial, 'njira', `njira:${purpose}`, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [this.version, iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or null for a value this key did not seal (another secret, or tampered with). */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== this.version || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
