import { createHash, randomBytes } from 'node:crypto';
import { ROLES, type Role } from '@njira/domain';
import { createSigner, createVerifier } from 'fast-jwt';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'njira';
const AUDIENCE = 'njira-api';

export interface AccessClaims {
  sub: string;
  role: Role;
  /** Expiry, seconds since the epoch: set on what `verify` answers (the events stream closes then). */
  exp?: number;
}

const isRole = (value: unknown): value is Role => ROLES.some((r) => r === value);

/**
 * HS256 access tokens (fast-jwt: node:crypto HMAC, synchronous, ADR 010). Verification pins the
 * algorithm, issuer and audience, and remembers tokens it has already checked until they expire,
 * so a signed-in read costs no HMAC after the first.
 */
export class TokenService {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => Record<string, unknown>;

  constructor(secret: string) {
    this.signer = createSigner({
      key: secret,
      algorithm: 'HS256',
      iss: ISSUER,
      aud: AUDIENCE,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000,
    });
    this.verifier = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub', 'iss', 'aud'],
      cache: 10_000,
    });
  }

  async sign(claims: AccessClaims): Promise<string> {
    return this.signer({ sub: claims.sub, role: claims.role });
  }

  /** Null for anything but a valid, unexpired HS256 token of ours (so `alg: none` fails too). */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const payload = this.verifier(token);
      if (typeof payload.sub !== 'string' || !isRole(payload.role)) return null;
      return {
        sub: payload.sub,
        role: payload.role,
        ...(typeof payload.exp === 'number' ? { exp: payload.exp } : {}),
      };
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
