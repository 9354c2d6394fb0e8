import { createHash, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import type { Role } from '@njira/domain';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'njira';
const AUDIENCE = 'njira-api';

export interface AccessClaims {
  sub: string;
  role: Role;
}

export class TokenService {
  /** Imported once: handing jose raw bytes would import the key again on every verify. */
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** Null for anything but a valid, unexpired HS256 token of ours (so `alg: none` fails too). */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return null;
      return { sub: payload.sub, role: payload.role as Role };
    } catch {
      return null;
    }
  }
}

/** An opaque random token for cookies and links; only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
