import { useSearchParams } from 'react-router';

/** Changes to search parameters: a string sets one ('' keeps it, empty), null removes it. */
export type ParamChanges = Record<string, string | null>;

/**
 * Page state kept in the URL (so Back from a profile shows the same list). `update` applies several
 * changes in one navigation that replaces the current history entry.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const update = (changes: ParamChanges) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return { get: (name: string) => params.get(name) ?? '', has: (name: string) => params.has(name), update };
}
