import { Group, Progress, Stack, Text } from '@mantine/core';
import { useFormatNumber } from '../../../lib/format-number';

export type Contributor = { key: string; name: string; cbm: number };

/** A top-N list as bars (Mantine has no bar list): each contributor's CBM, its bar against the largest. */
export function ContributorBars({ rows, colour, label }: { rows: Contributor[]; colour: string; label: string }) {
  const format = useFormatNumber();
  const largest = Math.max(0, ...rows.map((row) => row.cbm));
  return (
    <Stack component="ol" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Stack component="li" key={row.key} gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate="end" title={row.name}>
              <bdi>{row.name}</bdi>
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {format.cbm(row.cbm)}
            </Text>
          </Group>
          <Progress value={largest > 0 ? (row.cbm / largest) * 100 : 0} color={colour} size="sm" aria-hidden />
        </Stack>
      ))}
    </Stack>
  );
}
