import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextPlayable, prefersLessData, useHeroVideo } from './use-hero-video.ts';

const sources = ['/a.mp4', '/b.mp4', '/c.mp4'];
const timing = { intervalMs: 20_000, fadeMs: 1_000 };

/** Renders the hook and lets the post-load delay pass (jsdom has no requestIdleCallback). */
function renderLoaded() {
  const hook = renderHook(() => useHeroVideo(sources, timing));
  act(() => vi.advanceTimersByTime(200));
  return hook;
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useHeroVideo', () => {
  it('waits for the page to load, then starts the first video and shows it only once it plays', () => {
    const { result } = renderHook(() => useHeroVideo(sources, timing));
    expect(result.current).toMatchObject({ enabled: false, src: undefined });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toMatchObject({ enabled: true, src: '/a.mp4', visible: false });
    act(() => result.current.onPlaying());
    expect(result.current.visible).toBe(true);
  });

  it('fades out after 20 s and switches to the next video 1 s later', () => {
    const { result } = renderLoaded();
    act(() => result.current.onPlaying());

    act(() => vi.advanceTimersByTime(19_999));
    expect(result.current).toMatchObject({ src: '/a.mp4', visible: true });

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ src: '/a.mp4', visible: false });

    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.src).toBe('/b.mp4');
    act(() => result.current.onPlaying());
    expect(result.current.visible).toBe(true);

    act(() => vi.advanceTimersByTime(21_000));
    expect(result.current.src).toBe('/c.mp4');
    act(() => vi.advanceTimersByTime(21_000));
    expect(result.current.src).toBe('/a.mp4');
  });

  it('skips a video that fails to load and falls back to the still when all fail', () => {
    const { result } = renderLoaded();
    act(() => result.current.onError());
    expect(result.current).toMatchObject({ enabled: true, src: '/b.mp4' });
    act(() => result.current.onError());
    expect(result.current.src).toBe('/c.mp4');
    act(() => result.current.onError());
    expect(result.current).toMatchObject({ enabled: false, src: undefined, visible: false });
  });

  it('never plays video for visitors who prefer reduced motion', () => {
    stubReducedMotion(true);
    const { result } = renderLoaded();
    expect(result.current).toMatchObject({ enabled: false, src: undefined });
  });
});

describe('nextPlayable', () => {
  it('wraps around and skips failed sources', () => {
    expect(nextPlayable(2, 3, new Set())).toBe(0);
    expect(nextPlayable(0, 3, new Set([1]))).toBe(2);
    expect(nextPlayable(0, 3, new Set([0, 1, 2]))).toBe(-1);
  });
});

describe('prefersLessData', () => {
  it('is true with Save-Data on or a 2G connection', () => {
    const nav = (connection: object | undefined) => ({ connection }) as unknown as Navigator;
    expect(prefersLessData(nav({ saveData: true }))).toBe(true);
    expect(prefersLessData(nav({ effectiveType: '2g' }))).toBe(true);
    expect(prefersLessData(nav({ effectiveType: '4g', saveData: false }))).toBe(false);
    expect(prefersLessData(nav(undefined))).toBe(false);
  });

  it('is true on a slow 3G link (under 1 Mbit/s), false on a faster one or with no estimate', () => {
    const nav = (connection: object) => ({ connection }) as unknown as Navigator;
    expect(prefersLessData(nav({ effectiveType: '3g', downlink: 0.4 }))).toBe(true);
    expect(prefersLessData(nav({ effectiveType: '3g', downlink: 1.5 }))).toBe(false);
    expect(prefersLessData(nav({ effectiveType: '4g', downlink: 0 }))).toBe(false);
  });
});
