import { type BlSuggestion, blPrefixMin } from '@portside/contracts/tracking';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../components/server-select';
import { useBlSuggestions } from '../../../lib/bl-suggestions';

type Props = { value: number | null; onChoose: (bl: BlSuggestion) => void };

/**
 * The BL found by the start of its number (4 characters or more), among those customs has not cleared yet: choosing
 * it chooses its vessel too, so a visit that has just arrived needs no picking from the list of visits.
 */
export function BlFinder({ value, onChoose }: Props) {
  const { t } = useTranslation('clearance');
  const known = useRef(new Map<number, BlSuggestion>());
  const useOptions = (q: string) => {
    const { suggestions: open, isFetching } = useBlSuggestions(q, { uncleared: true });
    for (const bl of open) known.current.set(bl.itemId, bl);
    return {
      isFetching,
      data: open.map((bl) => ({
        value: String(bl.itemId),
        label: t('form.blOption', { blNo: bl.blNo, vessel: bl.vesselName, voyage: bl.voyageNo }),
      })),
    };
  };
  return (
    <SearchSelect
      value={value}
      onChange={(itemId) => {
        const bl = itemId === null ? undefined : known.current.get(itemId);
        if (bl) onChoose(bl);
      }}
      label={t('form.findBl')}
      placeholder={t('form.findBlPlaceholder', { count: blPrefixMin })}
      nothingFound={t('form.noBlFound')}
      useOptions={useOptions}
    />
  );
}
