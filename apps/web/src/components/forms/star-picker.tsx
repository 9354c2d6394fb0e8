import { MAX_STARS, MIN_STARS } from '@njira/domain';
import { Star } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { cn } from '../ui/cn.ts';

const STARS = Array.from({ length: MAX_STARS - MIN_STARS + 1 }, (_, i) => MIN_STARS + i);
const STAR_WORDS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

/**
 * 1–5 stars as native radio buttons: one tab stop, arrow keys move and choose, each read out as
 * 'n stars'; the stars up to the choice are filled.
 */
export function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (stars: number) => void;
  error: string | undefined;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // Arrows move and choose, Home/End jump to 1/5, stopping at the ends (the browser's own radio
  // keys would wrap from 5 to 1, which reads wrong for stars; they are replaced, not doubled).
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, n: number) {
    const base = value > 0 ? value : n - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? Math.min(MAX_STARS, base + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? Math.max(MIN_STARS, base - 1)
          : event.key === 'Home'
            ? MIN_STARS
            : event.key === 'End'
              ? MAX_STARS
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    refs.current[next - MIN_STARS]?.focus();
  }
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-gray-900">
        Your rating{' '}
        <span className="text-destructive" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex items-center gap-1">
        {STARS.map((n) => (
          <label key={n} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              ref={(el) => {
                refs.current[n - MIN_STARS] = el;
              }}
              checked={value === n}
              onChange={() => onChange(n)}
              onKeyDown={(event) => onKeyDown(event, n)}
              required
              className="peer sr-only"
            />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-9 rounded-md p-0.5 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-700',
                n <= value ? 'fill-amber-400 text-amber-500' : 'text-gray-400 hover:text-amber-500',
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-gray-700" aria-live="polite">
          {value > 0 ? STAR_WORDS[value] : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
