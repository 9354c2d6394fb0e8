import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/factories.ts';
import { installFakeNetwork, jsonResponse } from '../../testing/fake-network.ts';
import { queryClient } from '../query-client.ts';
import { getSession, setSession } from '../session.ts';
import { useChangePassword } from './change-password.ts';
import { profileQueryOptions } from './get-profile.ts';

const network = installFakeNetwork();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const change = {
  currentPassword: 'Old-secret1',
  newPassword: 'New-secret12',
  confirmPassword: 'New-secret12',
};

describe('POST /api/auth/password from the web', () => {
  it('sends the three fields with the Bearer token and continues on the session it returns', async () => {
    const user = makeUser();
    setSession('old-token', user);
    network.once('POST /api/auth/password', jsonResponse(200, { access_token: 'new-token', user }));

    const { result } = renderHook(() => useChangePassword(), { wrapper });
    act(() => result.current.mutate(change));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    const [call] = network.calls;
    expect(call?.body).toEqual(change);
    expect(call?.headers.Authorization).toBe('Bearer old-token');
    expect(getSession()?.accessToken).toBe('new-token');
    expect(queryClient.getQueryData(profileQueryOptions(user.id).queryKey)).toEqual(user);
  });

  it("keeps the session and reports the server's word when the current password is wrong", async () => {
    setSession('old-token', makeUser());
    network.once('POST /api/auth/password', jsonResponse(400, { message: 'Current password is incorrect' }));

    const { result } = renderHook(() => useChangePassword(), { wrapper });
    act(() => result.current.mutate(change));
    await waitFor(() => expect(result.current.isError).toBe(true));

    expect(result.current.error?.message).toBe('Current password is incorrect');
    expect(getSession()?.accessToken).toBe('old-token');
    expect(network.calls).toHaveLength(1);
  });
});
