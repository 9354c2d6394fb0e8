import { createSigner, createVerifier } from 'fast-jwt';

/** How long the code step of a sign-in may take once the password was right. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
const ISSUER = 'njira';
/** Its own audience: a challenge is no access token, and an access token is no challenge. */
const AUDIENCE = 'njira-two-factor';

/**
 * The login's proof that the password was right, handed back with the code (ADR 024): an HS256 token
 * naming the account and its challenge row (`jti`, two_factor_challenges), good for 5 minutes and for
 * `POST /api/auth/login/two-factor` only. A forged or expired one is refused before the database is
 * asked; the row makes it single-use, limits its wrong codes and ties it to the password (ADR 032).
 */
export class TwoFactorChallenges {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => Record<string, unknown>;

  constructor(secret: string) {
    this.signer = createSigner({
      key: secret,
      algorithm: 'HS256',
      iss: ISSUER,
      aud: AUDIENCE,
      expiresIn: CHALLENGE_TTL_SECONDS * 1000,
    });
    this.verifier = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub', 'iss', 'aud'],
    });
  }

  issue(userId: string, challengeId: string): string {
    return this.signer({ sub: userId, jti: challengeId, purpose: 'two-factor' });
  }

  /** The account and the challenge row it was issued for, or null (forged, expired, not a challenge). */
  read(challenge: string): { userId: string; challengeId: string } | null {
    try {
      const { sub, jti, purpose } = this.verifier(challenge);
      if (typeof sub !== 'string' || typeof jti !== 'string' || purpose !== 'two-factor') return null;
      return { userId: sub, challengeId: jti };
    } catch {
      return null;
    }
  }
}
