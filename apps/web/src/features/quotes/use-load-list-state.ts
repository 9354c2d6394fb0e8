import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { LIST_FILTERS, type ListFilter } from './api/get-active-loads.ts';

const SEARCH_PAUSE_MS = 350;

function parseFilter(value: string | null): ListFilter {
  return LIST_FILTERS.find((f) => f === value) ?? 'all';
}

/** Search and filter live in the address, so Back from a load's page returns to the same list. */
export function useLoadListState() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('filter'));
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_PAUSE_MS);

  const setParam = (name: 'search' | 'filter', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is written back.
  useEffect(() => {
    if ((params.get('search') ?? '') !== search) setParam('search', search);
  }, [search]);

  const setFilter = (value: ListFilter) => setParam('filter', value === 'all' ? '' : value);
  return { filter, search, searchText, setSearchText, setFilter };
}
