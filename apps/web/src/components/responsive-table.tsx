import { Card, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSmallScreen } from '../lib/use-small-screen';
import { DataTable, type DataTableProps } from './data-table';
import { Pager } from './pager';

/**
 * The table on a wide screen, one card per row on a phone (the first column is the card's title, the others its
 * labelled fields), the pages below the cards; sorting is the table's only.
 */
export function ResponsiveTable<Row>(props: DataTableProps<Row>) {
  const cards = useSmallScreen();
  if (!cards) return <DataTable {...props} />;
  const { pagination } = props;
  return (
    <Stack gap="md">
      <Cards {...props} />
      {pagination && <Pager {...pagination} />}
    </Stack>
  );
}

function Cards<Row>({ columns, rows, rowKey, emptyText, loading, cardLabel }: DataTableProps<Row>) {
  if (loading) {
    return (
      <Center py="sm">
        <Loader size="sm" />
      </Center>
    );
  }
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center">
        {emptyText}
      </Text>
    );
  }
  const [title, ...fields] = columns;
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Card key={rowKey(row)} withBorder padding="md" radius="md" component="article" aria-label={cardLabel?.(row)}>
          <Text fw={700} mb="xs">
            {title?.render(row)}
          </Text>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
            {fields.map((field) => (
              <Stack key={field.key} gap={0}>
                <Text size="xs" c="dimmed">
                  {field.header}
                </Text>
                <Text size="sm" component="div">
                  {field.render(row)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
