import type { ReactNode } from 'react';

/** A controlled checkbox with its label as one tap target (at least 40 px high, for a phone). */
export function CheckboxRow({
  checked,
  onChange,
  className = '',
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={`flex min-h-10 cursor-pointer items-center gap-2 text-sm text-gray-800 ${className}`}>
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
