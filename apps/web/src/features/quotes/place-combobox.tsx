import { PLACE_COUNTRIES, type PlaceRecord, searchPlaces } from '@njira/domain';
import { type ComponentProps, Fragment, type KeyboardEvent, useId, useState } from 'react';
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
  let lastCountry = '';
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
      <ul
        id={listId}
        role="listbox"
        aria-label="Places"
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-input bg-white py-1 text-sm shadow-lg"
      >
        {matches.map((place, i) => {
          const heading = place.country !== lastCountry;
          lastCountry = place.country;
          return (
            <Fragment key={place.id}>
              {heading && (
                <li
                  role="presentation"
                  className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground"
                >
                  {PLACE_COUNTRIES[place.country] ?? place.country}
                </li>
              )}
              <li
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={cn('cursor-pointer px-3 py-2', i === active && 'bg-brand-50 text-brand-900')}
                // mousedown, not click: picking must happen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(place);
                }}
              >
                {place.name}
                {place.kind === 'border' && <span className="text-muted-foreground"> · border</span>}
              </li>
            </Fragment>
          );
        })}
      </ul>
    </div>
  );
}
