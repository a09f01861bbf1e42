import { Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@portside/contracts/audit-log';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useAuditLog } from '../api/get-audit-log';
import { AuditFilters, auditFilterNames, auditFilterParams, auditFiltersFrom } from '../components/audit-filters';
import { ChangeList } from '../components/change-list';
import { entityLabel } from '../components/labels';

const fetchFailedMessage = 'Failed to load the audit log.';

/** /admin/audit-log: every change, newest first, filtered on the server (the filters in the URL), in pages. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const list = useListState({ pageSize: 20, filters: auditFilterNames });
  const filters = auditFiltersFrom(list.filters);
  const entries = useAuditLog({
    entity: filters.entity ?? undefined,
    action: filters.action ?? undefined,
    userId: filters.userId ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    limit: list.query.limit,
    offset: list.query.offset,
  });

  const columns: Column<AuditEntry>[] = [
    { key: 'when', header: t('auditLog.when'), render: (entry) => formatDateTime(entry.createdAt) },
    { key: 'who', header: t('auditLog.who'), render: (entry) => entry.username ?? t('auditLog.system') },
    { key: 'action', header: t('auditLog.action'), render: (entry) => t(`auditLog.actions.${entry.action}`) },
    {
      key: 'what',
      header: t('auditLog.what'),
      render: (entry) => (
        <Text size="sm">
          {entityLabel(t, entry.entity)} #{entry.entityId}
        </Text>
      ),
    },
    {
      key: 'changes',
      header: t('auditLog.changes'),
      render: (entry) => (
        <Stack gap={4}>
          {entry.reason && <Text size="sm">{t('auditLog.reason', { reason: entry.reason })}</Text>}
          <ChangeList before={entry.before} after={entry.after} />
        </Stack>
      ),
    },
  ];

  return (
    <ListPage
      title={t('auditLog.title')}
      toolbar={<AuditFilters value={filters} onChange={(next) => list.setFilters(auditFilterParams(next))} />}
      list={list}
      result={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      empty={t('auditLog.empty')}
      fetchFailed={fetchFailedMessage}
    />
  );
}
