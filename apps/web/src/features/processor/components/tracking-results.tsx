import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TrackingResult } from '@portside/contracts/tracking';
import { useTranslation } from 'react-i18next';
import { type TrackingField, useTrackingFields } from './tracking-fields';

/** One card per BL where the eighteen columns cannot fit (a phone, a narrow window). */
function TrackingCards({ fields, results }: { fields: TrackingField[]; results: TrackingResult[] }) {
  const { t } = useTranslation();
  const details = fields.filter((field) => field.key !== 'blNo');
  return (
    <Stack gap="sm">
      {results.map((result) => (
        <Card
          key={result.id}
          withBorder
          component="article"
          aria-label={t('processor.track.card', { blNo: result.blNo })}
        >
          <Text fw={700} size="lg" mb="xs">
            {result.blNo}
          </Text>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
            {details.map((field) => (
              <Stack key={field.key} gap={0}>
                <Text size="xs" c="dimmed">
                  {field.label}
                </Text>
                <Text size="sm" component="div">
                  {field.render(result)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}

/** Every BL found: a table with spec 2.9's columns, or cards on small screens. */
export function TrackingResults({ results }: { results: TrackingResult[] }) {
  const fields = useTrackingFields();
  const narrow = useMediaQuery('(max-width: 48em)');
  if (narrow) return <TrackingCards fields={fields} results={results} />;
  return (
    <Table.ScrollContainer minWidth={1800}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {fields.map((field) => (
              <Table.Th key={field.key}>{field.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((result) => (
            <Table.Tr key={result.id}>
              {fields.map((field) => (
                <Table.Td key={field.key}>{field.render(result)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
