import { useSearchParams } from 'react-router';
import { GAME_IDS, METHOD_IDS } from '@pickwise/lottery';
import type { GenerationLogFilterValues } from '../components/GenerationLogFilters.js';

const oneOf = (values: readonly string[], value: string | null) => (value !== null && values.includes(value) ? value : '');

/**
 * The full log view's filters and page, kept in the URL (?game=&method=&status=&page=) so a view
 * can be bookmarked or shared; values the API would refuse are dropped.
 */
export function useLogPageParams() {
  const [params, setParams] = useSearchParams();
  const filters: GenerationLogFilterValues = {
    game: oneOf(GAME_IDS, params.get('game')),
    method: oneOf(METHOD_IDS, params.get('method')),
    status: oneOf(['success', 'error'], params.get('status')),
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = (next: GenerationLogFilterValues, nextPage: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  return {
    filters,
    page,
    /** New filters start again at page 1. */
    setFilters: (next: GenerationLogFilterValues) => update(next, 1),
    setPage: (nextPage: number) => update(filters, nextPage),
  };
}
