import { Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { KindOfCompany } from '@portside/contracts/kinds-of-company';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { SearchInput } from '../../../components/search-input';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { useListState } from '../../../lib/use-list-state';
import { useDeleteKind } from '../api/delete-kind';
import { useKinds } from '../api/get-kinds';
import { KindFormModal } from '../components/kind-form-modal';

const fetchFailed = 'Failed to fetch kinds of company';
const deleteFailed = 'Failed to delete the kind of company.';

/** Admin: the kinds of company (spec 2.4), searched and sorted by the server, with add, rename and delete. */
export function KindsPage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const list = useListState<'name' | 'id'>({ key: 'name', order: 'asc', pageSize: 20 });
  const kinds = useKinds(list.query);
  const remove = useDeleteKind();
  const [editing, setEditing] = useState<{ kind?: KindOfCompany } | null>(null);
  const [deleting, setDeleting] = useState<KindOfCompany | null>(null);

  const columns: Column<KindOfCompany>[] = [
    { key: 'name', header: t('kinds.name'), sortKey: 'name', render: (kind) => kind.name },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (kind) => (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setEditing({ kind })}>
            {t('common.edit')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => setDeleting(kind)}>
            {t('common.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  const confirmDelete = (kind: KindOfCompany) =>
    remove.mutate(kind.id, {
      onSuccess: () => {
        setDeleting(null);
        notifications.show({ color: 'green', message: t('kinds.deleted', { name: kind.name }) });
      },
      onError: (error) => {
        setDeleting(null);
        notifications.show({ color: 'red', message: translate(errorMessage(error, deleteFailed)) });
      },
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('kinds.title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
          {t('kinds.add')}
        </Button>
      </Group>
      <SearchInput label={t('kinds.search')} value={list.search} onChange={list.setSearch} />
      <FormErrorBanner message={kinds.isError ? errorMessage(kinds.error, fetchFailed) : null} />
      <DataTable
        columns={columns}
        rows={kinds.data?.data ?? []}
        rowKey={(kind) => kind.id}
        emptyText={t('kinds.empty')}
        loading={kinds.isPending}
        sort={{ ...list.sort, onToggle: (key) => list.toggleSort(key as 'name') }}
        pagination={{ page: list.page, pages: list.pagesOf(kinds.data?.total ?? 0), onChange: list.setPage }}
      />
      <KindFormModal
        opened={editing !== null}
        kind={editing?.kind}
        onClose={() => setEditing(null)}
        onSaved={(kind) => {
          setEditing(null);
          notifications.show({ color: 'green', message: t('kinds.saved', { name: kind.name }) });
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('kinds.deleteTitle')}
        message={t('kinds.deleteMessage', { name: deleting?.name ?? '' })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </Stack>
  );
}
