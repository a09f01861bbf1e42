import { DonutChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { compactCbm } from '../lib/chart-rules';
import { useFormatNumber } from '../lib/format-number';
import { languageOf } from '../lib/languages';
import { isMajorShare, largestRemainderPercents } from '../lib/shares';
import { OwnBadge } from './own-badge';

/** A slice; `own` marks one of our operators (a badge beside its name, which a long name never hides). */
export type DonutSlice = { key: string; label: string; value: number; colour: string; own?: boolean };

const swatch = (colour: string) => `var(--mantine-color-${colour.replace('.', '-')})`;
/** A slice beside the chosen one: its colour's light shade. */
const faded = (colour: string) => `${colour.split('.')[0]}.2`;

type ShareDonutProps = {
  slices: DonutSlice[];
  label: string;
  /** What the values count: CBM (the default) or whole things (packages). */
  unit?: 'cbm' | 'count';
  /** The slice chosen (spec 4: a click on a slice selects it, another click on it lets it go), drawn apart. */
  selected?: string | null;
  onSelect?: (key: string | null) => void;
  /** A second line in the centre, under the total (the top share). */
  note?: string;
};

/**
 * A donut of shares and its legend: each slice's whole percentage by largest remainder (they add up to 100, spec
 * 9), a share of 50% or more marked.
 */
export function ShareDonut({ slices, label, unit = 'cbm', selected = null, onSelect, note }: ShareDonutProps) {
  const { i18n } = useTranslation();
  const { locale } = languageOf(i18n.resolvedLanguage);
  const format = useFormatNumber();
  const percents = largestRemainderPercents(slices.map((slice) => slice.value));
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const value = unit === 'cbm' ? format.cbm : format.count;
  const chosen = slices.find((slice) => slice.key === selected);
  const toggle = (key: string | undefined) => key && onSelect?.(key === selected ? null : key);
  const centre = unit === 'cbm' ? compactCbm(chosen?.value ?? total, locale) : value(chosen?.value ?? total);
  return (
    <Group align="center" gap="lg" wrap="wrap">
      {/* Its own width: beside a long legend, recharts' container would otherwise shrink to nothing. */}
      <Box dir="ltr" w={150} pos="relative" style={{ flexShrink: 0 }}>
        <DonutChart
          size={150}
          thickness={26}
          data={slices.map((slice) => ({
            name: slice.label,
            value: slice.value,
            color: chosen && chosen.key !== slice.key ? faded(slice.colour) : slice.colour,
          }))}
          chartLabel={note ? undefined : centre}
          valueFormatter={value}
          tooltipDataSource="segment"
          // The legend beside it says what the donut draws, to a screen reader and to the keyboard.
          accessibilityLayer={false}
          pieProps={{
            rootTabIndex: -1,
            onClick: onSelect && ((_: unknown, index: number) => toggle(slices[index]?.key)),
            cursor: onSelect ? 'pointer' : undefined,
          }}
          aria-hidden
        />
        {note && (
          <Stack gap={0} align="center" justify="center" pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
            <Text fw={700} size="sm">
              {centre}
            </Text>
            <Text size="xs" ta="center" maw={90} dir="auto">
              {note}
            </Text>
          </Stack>
        )}
      </Box>
      <Stack
        component="ul"
        aria-label={label}
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none', flex: '1 1 12rem', minWidth: 0 }}
      >
        {slices.map((slice, index) => {
          const percent = percents[index] ?? 0;
          return (
            <Group
              component="li"
              key={slice.key}
              gap="xs"
              wrap="nowrap"
              justify="space-between"
              bg={slice.key === selected ? 'var(--mantine-color-default-hover)' : undefined}
            >
              <Group gap="xs" wrap="nowrap" miw={0}>
                <ColorSwatch size={12} color={swatch(slice.colour)} />
                {/* dir="auto": a name in Latin letters keeps its beginning when cut on a right-to-left page. */}
                {onSelect ? (
                  <UnstyledButton
                    onClick={() => toggle(slice.key)}
                    aria-pressed={slice.key === selected}
                    miw={0}
                    title={slice.label}
                  >
                    <Text size="sm" fw={slice.key === selected ? 700 : undefined} truncate="end" dir="auto">
                      <bdi>{slice.label}</bdi>
                    </Text>
                  </UnstyledButton>
                ) : (
                  <Text size="sm" truncate="end" dir="auto" title={slice.label}>
                    <bdi>{slice.label}</bdi>
                  </Text>
                )}
                {slice.own && <OwnBadge />}
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {value(slice.value)}
                </Text>
                {isMajorShare(percent) ? (
                  <Text component="mark" size="sm" fw={700} px={4} bg="yellow.2" c="dark.9">
                    {format.percent(percent)}
                  </Text>
                ) : (
                  <Text size="sm">{format.percent(percent)}</Text>
                )}
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Group>
  );
}
