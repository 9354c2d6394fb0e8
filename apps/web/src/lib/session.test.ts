import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../testing/factories.ts';
import {
  clearSession,
  getRememberedUser,
  getSession,
  parseStoredUser,
  setSession,
  subscribeSession,
} from './session.ts';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('session storage', () => {
  it('keeps access_token and user in session storage and the user in local storage', () => {
    const user = makeUser();
    setSession('token-1', user);

    expect(sessionStorage.getItem('access_token')).toBe('token-1');
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it('returns the same session object until something changes', () => {
    setSession('token-1', makeUser());
    const first = getSession();
    expect(getSession()).toBe(first);

    setSession('token-2', makeUser());
    expect(getSession()).not.toBe(first);
    expect(getSession()?.accessToken).toBe('token-2');
  });

  it('clears all three keys on logout and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSession('token-1', makeUser());
    clearSession();
    unsubscribe();

    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('has no session without a token, but remembers the user from local storage', () => {
    localStorage.setItem('user', JSON.stringify(makeUser({ fullName: 'Returning Visitor' })));

    expect(getSession()).toBeNull();
    expect(getRememberedUser()?.fullName).toBe('Returning Visitor');
  });

  it('normalises server role spellings when reading a stored user', () => {
    const stored = JSON.stringify({ ...makeUser(), role: 'CARGO_OWNER' });
    expect(parseStoredUser(stored)?.role).toBe('cargo-owner');
  });

  it('ignores a stored user that is not valid JSON or has an unknown role', () => {
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ ...makeUser(), role: 'driver' }))).toBeNull();
  });
});
