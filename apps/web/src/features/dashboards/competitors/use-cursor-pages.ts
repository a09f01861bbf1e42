import { useState } from 'react';

/**
 * Cursor pages (spec 4): the cursors that led to the pages seen, so Previous goes back through them; Next takes the
 * answer's next cursor (none on the last page). A new `list` (another party, period or category) starts again at the
 * first page.
 */
export function useCursorPages(list: string) {
  const [cursors, setCursors] = useState<string[]>([]);
  const [shownList, setShownList] = useState(list);
  if (list !== shownList) {
    setShownList(list);
    setCursors([]);
  }
  return {
    /** The cursor of the page shown; none for the first. */
    cursor: cursors.at(-1),
    /** The page shown, counted from 1. */
    page: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    next: (cursor: string) => setCursors((seen) => [...seen, cursor]),
    previous: () => setCursors((seen) => seen.slice(0, -1)),
  };
}
