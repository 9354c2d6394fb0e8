import { ADMIN_TWO_FACTOR_MESSAGE } from '@njira/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../testing/factories.ts';
import { installFakeNetwork, jsonResponse as json } from '../testing/fake-network.ts';
import { ApiError, api, setTwoFactorRequiredHandler } from './api-client.ts';
import { setSession } from './session.ts';

const network = installFakeNetwork();
let required: ReturnType<typeof vi.fn<(message: string) => void>>;

beforeEach(() => {
  required = vi.fn<(message: string) => void>();
  setTwoFactorRequiredHandler(required);
  setSession('token', makeUser({ role: 'admin' }));
});

const refusal = {
  statusCode: 403,
  error: 'Forbidden',
  message: ADMIN_TWO_FACTOR_MESSAGE,
  code: 'two_factor_required',
};

describe('an admin without two-factor sign-in (ADR 024)', () => {
  it('is handed to the app’s handler on a read refused with two_factor_required, and the call still fails', async () => {
    network.once('GET /api/admin/users', json(403, refusal));
    const failure = await api.get('/admin/users').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('two_factor_required');
    expect(required).toHaveBeenCalledWith(ADMIN_TWO_FACTOR_MESSAGE);
  });

  it('and on a change refused the same way', async () => {
    network.once('PATCH /api/admin/users/u1', json(403, refusal));
    await expect(api.patch('/admin/users/u1', { status: 'suspended' })).rejects.toBeInstanceOf(ApiError);
    expect(required).toHaveBeenCalledTimes(1);
  });

  it('is not handed over for another 403', async () => {
    network.once('GET /api/admin/users', json(403, { statusCode: 403, error: 'Forbidden', message: 'No' }));
    await expect(api.get('/admin/users')).rejects.toBeInstanceOf(ApiError);
    expect(required).not.toHaveBeenCalled();
  });
});
