import { afterEach, vi } from 'vitest';

/**
 * navigator.geolocation for the web tests: a test moves the phone (`move`) or refuses the
 * permission (`deny`); watchers and one-off requests hear it as a browser would tell them.
 */
export function installFakeGeolocation() {
  let nextId = 1;
  const watchers = new Map<
    number,
    { ok: PositionCallback; fail: PositionErrorCallback | null | undefined }
  >();
  const pending: { ok: PositionCallback; fail: PositionErrorCallback | null | undefined }[] = [];
  let here = { latitude: -13.9714, longitude: 28.6692, accuracy: 25 };
  let denied = false;

  const position = (): GeolocationPosition =>
    ({
      coords: { ...here, altitude: null, altitudeAccuracy: null, heading: null, speed: null },
      timestamp: Date.now(),
    }) as unknown as GeolocationPosition;
  const refusal = (): GeolocationPositionError =>
    ({
      code: 1,
      message: 'User denied Geolocation',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    }) as GeolocationPositionError;

  const geolocation = {
    watchPosition: vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      const id = nextId++;
      watchers.set(id, { ok, fail });
      queueMicrotask(() => (denied ? fail?.(refusal()) : ok(position())));
      return id;
    }),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
    getCurrentPosition: vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      pending.push({ ok, fail });
      queueMicrotask(() => {
        const request = pending.shift();
        if (!request) return;
        if (denied) request.fail?.(refusal());
        else request.ok(position());
      });
    }),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  afterEach(() => {
    watchers.clear();
    denied = false;
    here = { latitude: -13.9714, longitude: 28.6692, accuracy: 25 };
  });

  return {
    geolocation,
    /** The phone is now here: every watcher hears it. */
    move(to: Partial<typeof here>) {
      here = { ...here, ...to };
      for (const w of watchers.values()) w.ok(position());
    },
    /** The phone's owner refuses this site the location. */
    deny() {
      denied = true;
    },
    get watching() {
      return watchers.size;
    },
  };
}
