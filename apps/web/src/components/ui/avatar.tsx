import { cn } from './cn.ts';

/** 'Chanda Mwale' → 'CM'; one name → its first two letters; nothing → '?'. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return `${words[0]?.[0] ?? ''}${words[words.length - 1]?.[0] ?? ''}`.toUpperCase();
}

/** A person's initials in a circle; decorative, so the name must be written next to it. */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
