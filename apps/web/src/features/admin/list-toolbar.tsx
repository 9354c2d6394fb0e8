import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';

/** A labelled status (or type) filter beside a search box. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="flex flex-col gap-1 sm:w-56">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((o) => o.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
