import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Page } from '@portside/contracts/lists';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-error';
import { useMessage } from '../lib/messages';
import type { ListState } from '../lib/use-list-state';
import { ConfirmDialog } from './confirm-dialog';
import type { Column } from './data-table';
import { ListPage } from './list-page';

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

/** How a row is named to the server: its `id`, unless the contract names it otherwise (`idOf`, a line's slId). */
type RowId<Row> = Row extends { id: number } ? { idOf?: (row: Row) => number } : { idOf: (row: Row) => number };

type RegistryPageProps<Row, Key extends string, Filter extends string> = RowId<Row> & {
  texts: RegistryTexts<Row>;
  columns: Column<Row>[];
  list: ListState<Key, Filter>;
  result: UseQueryResult<Page<Row>>;
  remove: UseMutationResult<null, Error, number>;
  /** Filters shown beside the search box. */
  filters?: ReactNode;
  /**
   * Add opens the dialog unless told: `{ to }` opens a create page instead, null shows no Add (the page creates rows
   * in a form of its own above the list).
   */
  add?: { to: string; icon?: ReactNode } | null;
  /** The add / edit dialog: a row to edit, or a new one when absent. */
  form: (props: { opened: boolean; row?: Row; onClose: () => void; onSaved: (row: Row) => void }) => ReactNode;
};

/**
 * A registry screen: the list screen with Edit and Delete per row, the add / edit dialog and the delete
 * confirmation, with a notification after each change.
 */
export function RegistryPage<Row, Key extends string, Filter extends string = never>({
  idOf,
  texts,
  columns,
  list,
  result,
  remove,
  filters,
  add,
  form,
}: RegistryPageProps<Row, Key, Filter>) {
  const { t } = useTranslation();
  const translate = useMessage();
  const id = (row: Row) => (idOf ? idOf(row) : (row as { id: number }).id);
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
    remove.mutate(id(row), {
      onSuccess: () => notifications.show({ color: 'green', message: texts.deleted(row) }),
      onError: (error) =>
        notifications.show({ color: 'red', message: translate(errorMessage(error, texts.deleteFailed)) }),
      onSettled: () => setDeleting(null),
    });

  return (
    <>
      <ListPage
        title={texts.title}
        add={
          add === null
            ? undefined
            : add
              ? { ...add, label: texts.add }
              : { label: texts.add, onClick: () => setEditing({}) }
        }
        search={texts.search}
        toolbar={filters}
        list={list}
        result={result}
        columns={withActions}
        rowKey={id}
        empty={texts.empty}
        fetchFailed={texts.fetchFailed}
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
        deletes
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </>
  );
}
