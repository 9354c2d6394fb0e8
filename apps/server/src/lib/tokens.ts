import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ROLES, type Role } from '@njira/domain';
import { createSigner, createVerifier } from 'fast-jwt';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'njira';
const AUDIENCE = 'njira-api';

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The session (refresh-token family) the token was issued to: a revoked session's tokens fail. */
  sid: string;
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

  /** `isRevoked`: whether a session has ended (RevokedSessions); its tokens then fail at once. */
  constructor(
    private readonly secret: string,
    private readonly isRevoked: (sessionId: string) => boolean = () => false,
  ) {
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
      requiredClaims: ['exp', 'iat', 'sub', 'sid', 'iss', 'aud'],
      cache: 10_000,
    });
  }

  /**
   * The refresh token that follows `token` when it is traded: derived from it with the secret, so a
   * second trade within the grace window gets the same successor without storing any token in clear.
   */
  refreshSuccessor(token: string): string {
    return createHmac('sha256', this.secret).update(`njira-refresh-successor:${token}`).digest('base64url');
  }

  async sign(claims: AccessClaims): Promise<string> {
    return this.signer({ sub: claims.sub, role: claims.role, sid: claims.sid });
  }

  /**
   * Null for anything but a valid, unexpired HS256 token of ours (so `alg: none` fails too) whose
   * session has not been revoked.
   */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const payload = this.verifier(token);
      const { sub, sid, role } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || !isRole(role) || this.isRevoked(sid)) {
        return null;
      }
      return {
        sub,
        role,
        sid,
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
