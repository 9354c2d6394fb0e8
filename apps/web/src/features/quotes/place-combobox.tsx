import { PLACE_COUNTRIES, type PlaceRecord, searchPlaces } from '@njira/domain';
import { type ComponentProps, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { controlClasses } from '../../components/ui/input.tsx';

type PlaceComboboxProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string;
  /** Called with the catalogue name once a place is picked, or with what is typed meanwhile. */
  onChange: (value: string) => void;
};

/**
 * A searchable place list (ARIA 1.2 combobox with a listbox popup, own code): typing narrows the
 * catalogue to places with a word starting with the text, grouped by country; Arrow keys move, Enter
 * picks, Escape closes. The input keeps id and aria-* from Field.
 */
export function PlaceCombobox({ value, onChange, className, onBlur, ...props }: PlaceComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = value.trim() === '' ? [] : searchPlaces(value, 40);
  const exact = matches.find((p) => p.name === value);
  const showList = open && matches.length > 0 && !(exact && matches.length === 1);
  // Keep the highlighted option in view as the arrow keys move through a list that scrolls.
  useEffect(() => {
    if (showList) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [showList, active, listId]);
  const pick = (place: PlaceRecord) => {
    onChange(place.name);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && showList && matches[active]) {
      event.preventDefault();
      pick(matches[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  // Options grouped by country, in the order searchPlaces ranks them (a group per run of one country).
  const groups: { country: string; items: { place: PlaceRecord; index: number }[] }[] = [];
  matches.forEach((place, index) => {
    const last = groups.at(-1);
    if (last && last.country === place.country) last.items.push({ place, index });
    else groups.push({ country: place.country, items: [{ place, index }] });
  });
  return (
    <div className="relative">
      <input
        {...props}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList ? `${listId}-${active}` : undefined}
        value={value}
        placeholder="Type a town, e.g. Solwezi"
        className={cn(controlClasses, 'h-10 py-2', className)}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Places"
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-[min(16rem,50vh)] w-full overflow-y-auto overscroll-contain rounded-md border border-input bg-white py-1 text-sm shadow-lg"
      >
        {groups.map((group) => {
          const headingId = `${listId}-${group.country}-${group.items[0]!.index}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox owns groups and options; a fieldset is not allowed in it.
            <div key={headingId} role="group" aria-labelledby={headingId}>
              <div
                id={headingId}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground"
              >
                {PLACE_COUNTRIES[group.country] ?? group.country}
              </div>
              {group.items.map(({ place, index }) => (
                // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox; options are reached by aria-activedescendant (ARIA 1.2 combobox pattern).
                <div
                  key={place.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={cn(
                    'cursor-pointer px-3 py-2.5 text-foreground',
                    index === active && 'bg-brand-50 text-brand-900',
                  )}
                  // mousedown, not click: picking must happen before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(place);
                  }}
                >
                  {place.name}
                  {place.seat && <span className="text-muted-foreground"> · {place.seat}</span>}
                  {place.kind === 'border' && <span className="text-muted-foreground"> · border</span>}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
