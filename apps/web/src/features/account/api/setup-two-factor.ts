import type { TwoFactorSetupAnswer } from '@njira/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/account/two-factor/setup: a new secret, as text and as a QR code (SVG). */
export function setupTwoFactor(input: { currentPassword: string }): Promise<TwoFactorSetupAnswer> {
  return api.post<TwoFactorSetupAnswer>('/account/two-factor/setup', input);
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
