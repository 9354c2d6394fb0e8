import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAfterLoad } from './use-after-load.ts';

type NetworkInformation = { saveData?: boolean; effectiveType?: string; downlink?: number };

/**
 * Below this estimated speed (Mbit/s) the clip is left out: on a 3G link of 400 kbit/s its 80 KB
 * take the whole link for two seconds, and on prepaid data they cost more than the page itself.
 */
const VIDEO_MIN_DOWNLINK_MBPS = 1;

/** Save-Data, a 2G connection or a slow 3G one: the still image is the better experience, so we skip video. */
export function prefersLessData(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g' ||
    (typeof connection.downlink === 'number' &&
      connection.downlink > 0 &&
      connection.downlink < VIDEO_MIN_DOWNLINK_MBPS)
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** The next source after `current` that has not failed, or -1 when every source failed. */
export function nextPlayable(current: number, count: number, failed: ReadonlySet<number>): number {
  for (let step = 1; step <= count; step++) {
    const candidate = (current + step) % count;
    if (!failed.has(candidate)) return candidate;
  }
  return -1;
}

type Options = { intervalMs: number; fadeMs: number };

export type HeroVideoState = {
  /** False: show only the still image (page still loading, reduced motion, Save-Data, or every source failed). */
  enabled: boolean;
  src: string | undefined;
  /** Whether the video layer is opaque: it is playing and not fading out. */
  visible: boolean;
  onPlaying: () => void;
  onError: () => void;
};

/**
 * Cycles through `sources`: every `intervalMs` the video fades out over `fadeMs`, then the next source
 * starts and fades back in once it plays. A source that errors is skipped for good.
 */
export function useHeroVideo(sources: readonly string[], { intervalMs, fadeMs }: Options): HeroVideoState {
  const reducedMotion = usePrefersReducedMotion();
  const [lessData] = useState(() => prefersLessData());
  const pageLoaded = useAfterLoad();
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const [fading, setFading] = useState(false);
  const [playing, setPlaying] = useState(false);

  const allFailed = failed.size >= sources.length;
  const enabled = sources.length > 0 && !reducedMotion && !lessData && !allFailed;
  const mounted = enabled && pageLoaded;
  const canCycle = mounted && sources.length - failed.size > 1;

  useEffect(() => {
    if (!canCycle) return;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      setFading(true);
      fadeTimer = setTimeout(() => {
        setIndex((current) => {
          const next = nextPlayable(current, sources.length, failed);
          return next === -1 ? current : next;
        });
        setPlaying(false);
        setFading(false);
      }, fadeMs);
    }, intervalMs);
    return () => {
      clearInterval(interval);
      clearTimeout(fadeTimer);
    };
  }, [canCycle, intervalMs, fadeMs, sources.length, failed]);

  const onPlaying = useCallback(() => setPlaying(true), []);
  const onError = useCallback(() => {
    const updated = new Set(failed).add(index);
    setFailed(updated);
    setPlaying(false);
    const next = nextPlayable(index, sources.length, updated);
    if (next !== -1) setIndex(next);
  }, [failed, index, sources.length]);

  return {
    enabled: mounted,
    src: mounted ? sources[index] : undefined,
    visible: mounted && playing && !fading,
    onPlaying,
    onError,
  };
}
