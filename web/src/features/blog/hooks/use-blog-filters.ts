import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_CATEGORIES } from '../lib/filter-posts';

/**
 * The blog list's search text and category, kept in the URL (?q=&category=) so they survive a reload
 * and can be shared. Defaults (empty text, `all`) are left out of the URL.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = params.get('category') || ALL_CATEGORIES;

  const update = useCallback(
    (name: 'q' | 'category', value: string, empty: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === empty) next.delete(name);
          else next.set(name, value);
          return next;
        },
        // Typing should not fill the history with one entry per keystroke.
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setQuery = useCallback((value: string) => update('q', value, ''), [update]);
  const setCategory = useCallback((value: string) => update('category', value, ALL_CATEGORIES), [update]);
  const reset = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('q');
        next.delete('category');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);

  return { query, category, setQuery, setCategory, reset };
}
