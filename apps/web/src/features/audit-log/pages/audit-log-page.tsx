import { Stack, Text, Title } from '@mantine/core';
import type { AuditEntry } from '@portside/contracts/audit-log';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { errorMessage } from '../../../lib/api-error';
import { useFormatDateTime } from '../../../lib/format-date';
import { useAuditLog } from '../api/get-audit-log';
import { AuditFilters, type AuditFilterValues, noAuditFilters } from '../components/audit-filters';
import { ChangeList } from '../components/change-list';
import { entityLabel } from '../components/entity-label';

const pageSize = 20;
const fetchFailedMessage = 'Failed to load the audit log.';

/** /admin/audit-log: every change, newest first, filtered on the server, in pages. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [filters, setFilters] = useState<AuditFilterValues>(noAuditFilters);
  const [page, setPage] = useState(1);
  const entries = useAuditLog({
    entity: filters.entity ?? undefined,
    action: filters.action ?? undefined,
    userId: filters.userId ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    limit: pageSize,
    offset: (page - 1) * pageSize,
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
      render: (entry) => <ChangeList before={entry.before} after={entry.after} />,
    },
  ];

  return (
    <Stack>
      <Title order={2}>{t('auditLog.title')}</Title>
      <AuditFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <FormErrorBanner message={entries.isError ? errorMessage(entries.error, fetchFailedMessage) : null} />
      <DataTable
        columns={columns}
        rows={entries.data?.data ?? []}
        rowKey={(entry) => entry.id}
        emptyText={t('auditLog.empty')}
        loading={entries.isPending}
        pagination={{ page, pages: Math.max(1, Math.ceil((entries.data?.total ?? 0) / pageSize)), onChange: setPage }}
      />
    </Stack>
  );
}
