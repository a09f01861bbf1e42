import { useLocation, useSearchParams } from 'react-router';
import type { Totals } from '../kit/competitor-columns';

/** The row a BL list was opened from: its name and figures (the level's totals) travel in the history entry. */
export type OpenedParty = { key: string; name: string; totals: Totals };

const isParty = (value: unknown): value is OpenedParty =>
  typeof value === 'object' && value !== null && 'key' in value && 'name' in value && 'totals' in value;

/**
 * The drill-down level (spec 4) in the URL: `operator` (its consignees or agents), then `party` (their BLs), and
 * `via=totals` when it was opened from the totals panel (its From and To, not the year's months). So the browser's
 * Back and a reload keep the level. The BL level needs the row it was opened from (history state); a link without it
 * opens the operator's level.
 */
export function useCompetitorDrill() {
  const [params, setParams] = useSearchParams();
  const state: unknown = useLocation().state;
  const operator = params.get('operator');
  const opened = isParty(state) && state.key === params.get('party') ? state : null;
  const write = (changes: Record<string, string | null>, party?: OpenedParty) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { state: party },
    );
  return {
    operator,
    viaTotals: params.get('via') === 'totals',
    party: operator === null ? null : opened,
    openOperator: (name: string, viaTotals: boolean) =>
      write({ operator: name, via: viaTotals ? 'totals' : null, party: null }),
    openParty: (party: OpenedParty) => write({ party: party.key }, party),
    backToOperators: () => write({ operator: null, via: null, party: null }),
    backToParties: () => write({ party: null }),
  };
}
