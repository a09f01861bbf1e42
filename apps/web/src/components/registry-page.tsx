import { Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Page } from '@portside/contracts/lists';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api-error';
import { useMessage } from '../lib/messages';
import type { useListState } from '../lib/use-list-state';
import { ConfirmDialog } from './confirm-dialog';
import { type Column, DataTable } from './data-table';
import { FormErrorBanner } from './form-error-banner';
import { SearchInput } from './search-input';

/** The texts of a registry screen, already translated. */
export type RegistryTexts<Row> = {
  title: string;
  add: string;
  search: string;
  empty: string;
  deleteTitle: string;
  deleteMessage: (row: Row) => string;
  saved: (row: Row) => string;
  deleted: (row: Row) => string;
  /** Spec 8 messages, in English (shown translated). */
  fetchFailed: string;
  deleteFailed: string;
};

type RegistryPageProps<Row extends { id: number }, Key extends string> = {
  texts: RegistryTexts<Row>;
  columns: Column<Row>[];
  list: ReturnType<typeof useListState<Key>>;
  rows: UseQueryResult<Page<Row>>;
  remove: UseMutationResult<null, Error, number>;
  /** Filters shown beside the search box. */
  filters?: ReactNode;
  /** Add opens this page instead of the dialog. */
  addPath?: string;
  /** The add / edit dialog: a row to edit, or a new one when absent. */
  form: (props: { opened: boolean; row?: Row; onClose: () => void; onSaved: (row: Row) => void }) => ReactNode;
};

/**
 * A registry screen: title and Add, search (and filters), the server-paged sortable table with Edit and Delete per
 * row, the add / edit dialog and the delete confirmation, with a notification after each change.
 */
export function RegistryPage<Row extends { id: number }, Key extends string>({
  texts,
  columns,
  list,
  rows,
  remove,
  filters,
  addPath,
  form,
}: RegistryPageProps<Row, Key>) {
  const { t } = useTranslation();
  const translate = useMessage();
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const withActions: Column<Row>[] = [
    ...columns,
    {
      key: 'actions',
      header: t('common.actions'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setEditing({ row })}>
            {t('common.edit')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setDeleting(row)}>
            {t('common.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  const confirmDelete = (row: Row) =>
    remove.mutate(row.id, {
      onSuccess: () => notifications.show({ color: 'green', message: texts.deleted(row) }),
      onError: (error) =>
        notifications.show({ color: 'red', message: translate(errorMessage(error, texts.deleteFailed)) }),
      onSettled: () => setDeleting(null),
    });

  const addButton = addPath ? (
    <Button component={Link} to={addPath} leftSection={<IconPlus size={16} />}>
      {texts.add}
    </Button>
  ) : (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
      {texts.add}
    </Button>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{texts.title}</Title>
        {addButton}
      </Group>
      <Group align="flex-end">
        <SearchInput label={texts.search} value={list.search} onChange={list.setSearch} />
        {filters}
      </Group>
      <FormErrorBanner message={rows.isError ? errorMessage(rows.error, texts.fetchFailed) : null} />
      <DataTable
        columns={withActions}
        rows={rows.data?.data ?? []}
        rowKey={(row) => row.id}
        emptyText={texts.empty}
        loading={rows.isPending}
        sort={{ ...list.sort, onToggle: (key) => list.toggleSort(key as Key) }}
        pagination={{ page: list.page, pages: list.pagesOf(rows.data?.total ?? 0), onChange: list.setPage }}
      />
      {form({
        opened: editing !== null,
        row: editing?.row,
        onClose: () => setEditing(null),
        onSaved: (row) => {
          setEditing(null);
          notifications.show({ color: 'green', message: texts.saved(row) });
        },
      })}
      <ConfirmDialog
        opened={deleting !== null}
        title={texts.deleteTitle}
        message={deleting ? texts.deleteMessage(deleting) : ''}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </Stack>
  );
}
