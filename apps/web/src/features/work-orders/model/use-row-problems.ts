import { useMemo, useState } from 'react';
import type { ItemRow } from './item-rows';
import { itemProblems, type RowProblem, requestProblems } from './row-problems';

type Found = { kind: 'checked' } | { kind: 'refused'; problems: RowProblem[]; rows: readonly ItemRow[] };

/**
 * The problems banner of the item list. After a submit or save attempt the page's own checks follow the current
 * rows, so a problem the user fixed leaves the banner; a refusal of the server holds for the rows it was sent, and
 * goes once they change.
 */
export function useRowProblems(rows: ItemRow[]) {
  const [found, setFound] = useState<Found | null>(null);
  const problems = useMemo(() => {
    if (found === null) return [];
    if (found.kind === 'checked') return itemProblems(rows);
    return found.rows === rows ? found.problems : [];
  }, [found, rows]);

  return {
    problems,
    /** The attempt that found problems (a new value per submit or save): the banner is brought into view. */
    attempt: problems.length > 0 ? found : null,
    /** Checks the rows as they are; true when nothing stops them from being sent. */
    check: () => {
      setFound({ kind: 'checked' });
      return itemProblems(rows).length === 0;
    },
    /** `failed`: spec 8's sentence for the call, when the server gives none. */
    refused: (error: unknown, sent: readonly ItemRow[], failed: string) =>
      setFound({ kind: 'refused', problems: requestProblems(error, sent, failed), rows: sent }),
    clear: () => setFound(null),
  };
}
