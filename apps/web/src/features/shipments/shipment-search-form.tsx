import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';

/** The search box: Enter or the button searches (on the server); clearing it shows everything again. */
export function SearchForm({ search, onSearch }: { search: string; onSearch: (term: string) => void }) {
  const [typed, setTyped] = useState(search);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(typed.trim());
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for many phone browsers (and jsdom).
    <form role="search" onSubmit={submit} className="mb-4 flex max-w-xl gap-2">
      <div className="relative min-w-0 flex-1">
        <label htmlFor="shipment-search" className="sr-only">
          Search shipments
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
          aria-hidden="true"
        />
        <Input
          id="shipment-search"
          type="search"
          className="pl-9"
          placeholder="Search shipments..."
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            // Clearing the box (its × or the last key) shows every shipment again at once.
            if (event.target.value === '' && search) onSearch('');
          }}
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
