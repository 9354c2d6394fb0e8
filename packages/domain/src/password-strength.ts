export type PasswordStrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

/** The sign-up meter of spec section 5: length, mixed case, digit and symbol each add points. */
export function passwordStrength(password: string): { score: number; label: PasswordStrengthLabel } {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (password.length >= 12) score += 25;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 25;
  if (/\d/.test(password)) score += 12.5;
  if (/[^A-Za-z0-9]/.test(password)) score += 12.5;
  score = Math.min(score, 100);
  const label: PasswordStrengthLabel =
    score < 25 ? 'Weak' : score < 50 ? 'Fair' : score < 75 ? 'Good' : 'Strong';
  return { score, label };
}
