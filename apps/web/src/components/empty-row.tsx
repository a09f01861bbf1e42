import { Table, Text } from '@mantine/core';

/** The row of a table that has no rows: what to say instead, across all its columns. */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
