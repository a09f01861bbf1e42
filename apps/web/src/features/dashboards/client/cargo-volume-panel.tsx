import { Group } from '@mantine/core';
import { type CargoVolume, clientPortalMessages } from '@portside/contracts/client-portal';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { ShareDonut } from '../../../components/share-donut';
import { coloursByName, othersColour } from '../../../lib/chart-rules';
import { useFormatNumber } from '../../../lib/format-number';
import { largestRemainderPercents } from '../../../lib/shares';
import { donutSlices, sliceWithOthers } from '../../../lib/slices';
import { useCargoVolume } from './api/get-cargo-volume';
import type { DashboardYears } from './use-dashboard-years';
import { YearSelect } from './year-select';

/**
 * Spec 2.9's cargo volume donut: the year's CBM by type of cargo, the 5 largest and Others (spec 9: at most 6
 * slices), the total and the top share in the centre, the ranked list with each type's CBM and share beside it.
 */
export function CargoVolumePanel({ years }: { years: DashboardYears }) {
  const { t } = useTranslation('client');
  const format = useFormatNumber();
  const year = years.yearOf('volumeYear');
  const volume = useCargoVolume(year);
  const slicesOf = ({ types }: CargoVolume) => {
    const colourOf = coloursByName(types.map((row) => ({ name: row.type })));
    return sliceWithOthers(
      types.map((row) => ({ name: row.type, value: row.cbm })),
      donutSlices,
    ).map((slice) => ({
      key: slice.others ? 'others' : `type:${slice.name}`,
      label: slice.others ? t('volume.others') : slice.name,
      value: slice.value,
      colour: slice.others ? othersColour : colourOf(slice.name),
    }));
  };
  return (
    <DashboardPanel title={t('volume.title')}>
      <Group justify="flex-end">
        <YearSelect label={t('volume.year')} name="volumeYear" years={years} />
      </Group>
      <QueryState
        query={volume}
        failed={clientPortalMessages.cargoVolumeFailed}
        empty={t('volume.empty', { year })}
        isEmpty={(answer) => slicesOf(answer).length === 0}
      >
        {(answer) => {
          const slices = slicesOf(answer);
          const top = largestRemainderPercents(slices.map((slice) => slice.value))[0] ?? 0;
          return (
            <ShareDonut
              label={t('volume.ranked')}
              slices={slices}
              note={t('volume.topShare', { percent: format.percent(top) })}
            />
          );
        }}
      </QueryState>
    </DashboardPanel>
  );
}
