import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { OwnBadge } from '../../../components/own-badge';
import { useFormatNumber } from '../../../lib/format-number';

/** `own`: one of our operators (marked as ours); `colour` overrides the list's. */
export type Contributor = { key: string; name: string; cbm: number; own?: boolean; colour?: string };

type ContributorBarsProps = {
  rows: Contributor[];
  colour: string;
  label: string;
  /** A click on a name opens it (a drill-down); `canOpen` leaves some as text. */
  onOpen?: (row: Contributor) => void;
  canOpen?: (row: Contributor) => boolean;
};

/** A top-N list as bars (Mantine has no bar list): each contributor's CBM, its bar against the largest. */
export function ContributorBars({ rows, colour, label, onOpen, canOpen = () => true }: ContributorBarsProps) {
  const format = useFormatNumber();
  const largest = Math.max(0, ...rows.map((row) => row.cbm));
  return (
    <Stack component="ol" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Stack component="li" key={row.key} gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap" miw={0}>
              {/* dir="auto": a name in Latin letters keeps its beginning when cut on a right-to-left page. */}
              {onOpen && canOpen(row) ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={row.own ? 700 : 600}
                  truncate="end"
                  dir="auto"
                  title={row.name}
                  onClick={() => onOpen(row)}
                >
                  <bdi>{row.name}</bdi>
                </Anchor>
              ) : (
                <Text size="sm" fw={row.own ? 700 : undefined} truncate="end" dir="auto" title={row.name}>
                  <bdi>{row.name}</bdi>
                </Text>
              )}
              {row.own && <OwnBadge />}
            </Group>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {format.cbm(row.cbm)}
            </Text>
          </Group>
          <Progress
            value={largest > 0 ? (row.cbm / largest) * 100 : 0}
            color={row.colour ?? colour}
            size="sm"
            aria-hidden
          />
        </Stack>
      ))}
    </Stack>
  );
}
