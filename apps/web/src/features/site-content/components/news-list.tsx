import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NewsItem } from '@portside/contracts/site';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { useFormatDate } from '../../../lib/format-date';
import { useSiteLanguage } from '../../../lib/site-language';
import { newsListSize, useNewsList, useNewsPost, useNewsWrites } from '../api/site-content-api';
import { NewsPostForm } from './news-post-form';

const loadFailedMessage = 'Failed to load the news.';
const deleteFailedMessage = 'Failed to delete the news post.';

/** The form of a post, once its texts are loaded (a new post needs none). */
function EditPost({ id, onClose }: { id: number; onClose: () => void }) {
  const post = useNewsPost(id);
  const { t } = useTranslation();
  if (post.isError) return <FormErrorBanner message={errorMessage(post.error, loadFailedMessage)} />;
  if (!post.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  return <NewsPostForm post={post.data} onClose={onClose} />;
}

/** The posts, newest first, ten a page: Add, and Edit and Delete (after a confirmation) on each. */
export function NewsList() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const news = useNewsList(page, useSiteLanguage());
  const { remove } = useNewsWrites();
  const columns: Column<NewsItem>[] = [
    { key: 'publishedOn', header: t('publicSite.news.publishedOn'), render: (post) => formatDate(post.publishedOn) },
    { key: 'title', header: t('publicSite.news.title'), render: (post) => post.title },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (post) => (
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('publicSite.news.editNamed', { title: post.title })}
            onClick={() => setEditing(post.id)}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('publicSite.news.deleteNamed', { title: post.title })}
            onClick={() => setDeleting(post)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ),
    },
  ];
  const total = news.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('publicSite.news.add')}
        </Button>
      </Group>
      <FormErrorBanner message={banner} />
      {news.isError ? (
        <RetryAlert
          message={errorMessage(news.error, loadFailedMessage)}
          retrying={news.isFetching}
          onRetry={() => news.refetch()}
        />
      ) : (
        <DataTable
          columns={columns}
          rows={news.data?.data ?? []}
          rowKey={(post) => post.id}
          emptyText={t('publicSite.news.empty')}
          loading={news.isPending}
          pagination={{ page, pages: Math.ceil(total / newsListSize), more: news.data?.totalCapped, onChange: setPage }}
        />
      )}
      {editing === 'new' && <NewsPostForm post={null} onClose={() => setEditing(null)} />}
      {typeof editing === 'number' && <EditPost id={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('publicSite.news.deleteTitle')}
        message={t('publicSite.news.deleteMessage', { title: deleting?.title ?? '' })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('common.delete')}
        deletes
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          setBanner(null);
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notifications.show({ color: 'green', message: t('publicSite.news.deleted') });
            },
            onError: (error) => {
              setDeleting(null);
              setBanner(errorMessage(error, deleteFailedMessage));
            },
          });
        }}
      />
    </Stack>
  );
}
