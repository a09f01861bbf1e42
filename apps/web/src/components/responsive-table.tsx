import { Card, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSmallScreen } from '../lib/use-small-screen';
import { type Column, DataTable, type DataTableProps } from './data-table';
import { Pager } from './pager';

/**
 * The table on a wide screen, one card per row on a phone (the first column is the card's title, the others its
 * labelled fields), a totals card last, the pages below the cards; sorting is the table's only.
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

function Cards<Row>({ columns, rows, rowKey, emptyText, loading, cardLabel, footer }: DataTableProps<Row>) {
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
  /** A row's field with nothing to show (null: no action for this row) is left out, its label too. */
  const card = (
    key: string | number,
    label: string | undefined,
    cell: (column: Column<Row>) => ReactNode,
    shown: (column: Column<Row>) => boolean = () => true,
  ) => (
    <Card key={key} withBorder padding="md" radius="md" component="article" aria-label={label}>
      <Text fw={700} mb="xs" component="div">
        {title && cell(title)}
      </Text>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
        {fields.filter(shown).map((field) => (
          <Stack key={field.key} gap={0}>
            <Text size="xs" c="dimmed">
              {field.header}
            </Text>
            <Text size="sm" component="div">
              {cell(field)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
  return (
    <Stack gap="sm">
      {rows.map((row) =>
        card(
          rowKey(row),
          cardLabel?.(row),
          (column) => column.render(row),
          (column) => column.render(row) !== null,
        ),
      )}
      {footer && card('footer', undefined, (column) => footer[column.key])}
    </Stack>
  );
}
