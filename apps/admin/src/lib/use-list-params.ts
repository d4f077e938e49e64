import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The page of a list the address bar holds, which its table's footer moves (`DataTable`'s `paging`). */
export interface Paging {
  page: number;
  limit: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
}

/**
 * A list's page, limit and filters live in the address bar, so a filtered view can be bookmarked,
 * shared and restored by the back button. Changing a filter goes back to page 1.
 */
export function useListParams<K extends string>(filterKeys: readonly K[], defaultLimit = 20) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = Math.min(200, Math.max(1, Number(params.get('limit')) || defaultLimit));
  const filtersKey = filterKeys.map((k) => params.get(k) ?? '').join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for the values read here
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>,
    [filtersKey],
  );

  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage = true) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (resetPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const paging: Paging = {
    page,
    limit,
    setPage: (p: number) => update({ page: p }, false),
    setLimit: (l: number) => update({ limit: l }),
  };
  return {
    /** The page and limit, for the list's call. */
    page,
    limit,
    /** The same page with its moves, handed whole to the list's table. */
    paging,
    filters,
    setFilter: (key: K, value: string) => update({ [key]: value }),
    /** A filter's value and change, spread on a SelectFilter, SearchFilter or DateFilter. */
    filterProps: (key: K) => ({ value: filters[key], onChange: (value: string) => update({ [key]: value }) }),
    setFilters: (values: Partial<Record<K, string>>) => update(values as Record<string, string>),
  };
}
