import { BarChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Text } from '@mantine/core';
import { cbmColourThreshold } from '@portside/contracts/reports';
import { useTranslation } from 'react-i18next';
import { axisMaximum, cbmBarColour, compactCbm } from '../../../lib/chart-rules';
import { useFormatNumber } from '../../../lib/format-number';
import { languageOf } from '../../../lib/languages';
import { useSmallScreen } from '../../../lib/use-small-screen';

export type ConsigneeBar = { key: string; consignee: string; cbm: number };

const swatch = (colour: string) => `var(--mantine-color-${colour.replace('.', '-')})`;
/** Long consignee names are cut on the axis, shorter on a phone (the tooltip names them in full). */
const cut = (name: string, length: number) => (name.length > length ? `${name.slice(0, length - 1)}…` : name);

/** Spec 2.8: the consignees' CBM as bars, green at or above 300 CBM and red below, the axis to 115% of the largest. */
export function ConsigneeCbmChart({ bars }: { bars: ConsigneeBar[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const { locale } = languageOf(i18n.resolvedLanguage);
  const format = useFormatNumber();
  const small = useSmallScreen();
  const threshold = { cbm: format.count(cbmColourThreshold) };
  const legend = [
    { colour: cbmBarColour(cbmColourThreshold), text: t('overview.bars.atLeast', threshold) },
    { colour: cbmBarColour(0), text: t('overview.bars.below', threshold) },
  ];
  return (
    <>
      <Group gap="md">
        {legend.map((entry) => (
          <Group key={entry.colour} gap={6}>
            <ColorSwatch size={12} color={swatch(entry.colour)} />
            <Text size="xs" c="dimmed">
              {entry.text}
            </Text>
          </Group>
        ))}
      </Group>
      {/* Charts read left to right in every language. */}
      <Box dir="ltr">
        <BarChart
          h={Math.max(160, bars.length * 44 + 40)}
          data={bars}
          dataKey="consignee"
          orientation="vertical"
          series={[{ name: 'cbm', label: t('revenue.columns.cbm') }]}
          getBarColor={cbmBarColour}
          valueFormatter={format.cbm}
          xAxisProps={{
            domain: [0, axisMaximum(bars.map((bar) => bar.cbm))],
            tickFormatter: (value: number) => compactCbm(value, locale),
          }}
          yAxisProps={{
            width: small ? 110 : 230,
            tickFormatter: (name: string) => cut(name, small ? 16 : 32),
          }}
        />
      </Box>
    </>
  );
}
