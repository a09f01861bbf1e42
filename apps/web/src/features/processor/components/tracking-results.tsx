import type { TrackingResult } from '@portside/contracts/tracking';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useTrackingFields } from './tracking-fields';

/** Every BL found: a table with spec 2.9's columns, or one card per BL on small screens. */
export function TrackingResults({ results }: { results: TrackingResult[] }) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable
      columns={useTrackingFields()}
      rows={results}
      rowKey={(result) => result.id}
      emptyText=""
      minWidth={1800}
      cardLabel={(result) => t('processor.track.card', { blNo: result.blNo })}
    />
  );
}
