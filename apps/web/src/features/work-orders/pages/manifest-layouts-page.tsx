import { ActionIcon, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ManifestLayout } from '@portside/contracts/manifest-layouts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Column } from '../../../components/data-table';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { ResponsiveTable } from '../../../components/responsive-table';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { useFormatDateTime } from '../../../lib/format-date';
import { useManifestLayouts, useRemoveManifestLayout } from '../api/manifest-layouts';

const loadFailed = 'Failed to load the manifest layouts.';
const removeFailed = 'Failed to remove the layout.';

/**
 * The manifest reader's settings (docs/domain.md "Teaching the reader"): the layouts taught to it, by shipping line,
 * each with its columns' fields, when and by whom; a layout can be removed (audited).
 */
export function ManifestLayoutsPage() {
  const { t } = useTranslation('commercial');
  const { t: tc } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const layouts = useManifestLayouts();
  const remove = useRemoveManifestLayout();
  const [removing, setRemoving] = useState<ManifestLayout | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const lineOf = (layout: ManifestLayout) => layout.shippingLine ?? t('layouts.noLine');
  const columns: Column<ManifestLayout>[] = [
    { key: 'line', header: t('layouts.line'), render: lineOf },
    {
      key: 'columns',
      header: t('layouts.columns'),
      render: (layout) => (
        <Group gap={4}>
          {layout.columns
            .filter((column) => column.field)
            .map((column) => (
              <Badge
                key={`${column.label} ${column.field}`}
                variant="light"
                tt="none"
                dir="auto"
                h="auto"
                // A long label and field wrap on a phone rather than being cut.
                styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
              >
                {t('layouts.column', {
                  label: column.label || t('workOrder.teach.noLabel'),
                  field: column.below
                    ? t('layouts.stacked', {
                        field: t(`workOrder.teach.fields.${column.field ?? 'blNo'}`),
                        below: t(`workOrder.teach.fields.${column.below}`),
                      })
                    : t(`workOrder.teach.fields.${column.field ?? 'blNo'}`),
                })}
              </Badge>
            ))}
        </Group>
      ),
    },
    {
      key: 'taught',
      header: t('layouts.taught'),
      render: (layout) =>
        t('layouts.taughtBy', { date: formatDateTime(layout.updatedAt), user: layout.updatedBy ?? '—' }),
    },
    {
      key: 'actions',
      header: t('layouts.actions'),
      render: (layout) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('layouts.removeNamed', { line: lineOf(layout) })}
          onClick={() => setRemoving(layout)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>{t('layouts.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('layouts.intro')}
      </Text>
      <FormErrorBanner message={banner} />
      {layouts.isError ? (
        <RetryAlert
          message={errorMessage(layouts.error, loadFailed)}
          retrying={layouts.isFetching}
          onRetry={() => layouts.refetch()}
        />
      ) : (
        <ResponsiveTable
          columns={columns}
          rows={layouts.data ?? []}
          rowKey={(layout) => layout.id}
          emptyText={t('layouts.empty')}
          loading={layouts.isPending}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('layouts.removeTitle')}
        message={t('layouts.removeMessage', { line: removing ? lineOf(removing) : '' })}
        cancelLabel={tc('common.cancel')}
        confirmLabel={tc('common.delete')}
        deletes
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          setBanner(null);
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              notifications.show({ color: 'green', message: t('layouts.removed') });
            },
            onError: (error) => {
              setRemoving(null);
              setBanner(errorMessage(error, removeFailed));
            },
          });
        }}
      />
    </Stack>
  );
}
