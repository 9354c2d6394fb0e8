import { createSigner, createVerifier } from 'fast-jwt';

/** How long the code step of a sign-in may take once the password was right. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
const ISSUER = 'njira';
/** Its own audience: a challenge is no access token, and an access token is no challenge. */
const AUDIENCE = 'njira-two-factor';

/**
 * The login's proof that the password was right, handed back with the code (ADR 024): an HS256 token
 * naming the account, good for 5 minutes and for `POST /api/auth/login/two-factor` only. Signed, not
 * stored: nothing to clean up, and a forged or expired one is refused like a wrong code.
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

  issue(userId: string): string {
    return this.signer({ sub: userId, purpose: 'two-factor' });
  }

  /** The account the challenge was issued for, or null (forged, expired, or not a challenge). */
  userOf(challenge: string): string | null {
    try {
      const { sub, purpose } = this.verifier(challenge);
      return typeof sub === 'string' && purpose === 'two-factor' ? sub : null;
    } catch {
      return null;
    }
  }
}
