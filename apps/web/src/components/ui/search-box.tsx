import { Search } from 'lucide-react';
import { cn } from './cn.ts';
import { Input } from './input.tsx';

/** A search asks the server once the typing pauses, not on every key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list screens' search box: labelled for screen readers, the placeholder says it to everyone
 * else. `className` sizes its wrapper in the screen's toolbar.
 */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="pl-9"
        maxLength={100}
      />
    </div>
  );
}
