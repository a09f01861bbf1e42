import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';

type RowsTableProps = {
  title: string;
  /** The column headings; the last column (a row's remove button) has none. */
  headings: string[];
  minWidth: number;
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
  /** One Table.Tr per row. */
  children: ReactNode;
};

/**
 * A titled list of the settings' rows (tariffs, targets, addresses), edited in place, with its Add button under it: a
 * region named by its title.
 */
export function RowsTable({ title, headings, minWidth, addLabel, onAdd, addDisabled, children }: RowsTableProps) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} id={titleId}>
        {title}
      </Title>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {headings.map((heading) => (
                <Table.Th key={heading}>{heading}</Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} disabled={addDisabled} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
