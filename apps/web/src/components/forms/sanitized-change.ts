import type { ChangeEvent } from 'react';

/** Keeps only what the box accepts, then lets the form see the change (clearing its error). */
export function sanitized(
  register: { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown },
  clean: (value: string) => string,
) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const value = clean(event.target.value);
    if (value !== event.target.value) event.target.value = value;
    return register.onChange(event);
  };
}
