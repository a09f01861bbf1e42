import { Group, Select, TextInput } from '@mantine/core';
import { auditActions, listAuditLogQuerySchema } from '@portside/contracts/audit-log';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../components/server-select';
import { useAuditEntities, useAuditUserOptions } from '../api/get-audit-filters';
import { entityLabel } from './labels';

export type AuditFilterValues = {
  entity: string | null;
  action: (typeof auditActions)[number] | null;
  userId: number | null;
  from: string;
  to: string;
};
export const auditFilterNames = ['entity', 'action', 'userId', 'from', 'to'] as const;
type AuditFilterParams = Record<(typeof auditFilterNames)[number], string>;

/** The filters written in the URL, each kept only when the server would accept it. */
export function auditFiltersFrom(params: AuditFilterParams): AuditFilterValues {
  const { shape } = listAuditLogQuerySchema;
  return {
    entity: shape.entity.safeParse(params.entity || undefined).data ?? null,
    action: shape.action.safeParse(params.action || undefined).data ?? null,
    userId: shape.userId.safeParse(params.userId || undefined).data ?? null,
    from: shape.from.safeParse(params.from || undefined).data ?? '',
    to: shape.to.safeParse(params.to || undefined).data ?? '',
  };
}

/** The filters as URL parameters: empty for none. */
export function auditFilterParams(values: AuditFilterValues): AuditFilterParams {
  const { entity, action, userId, from, to } = values;
  return { entity: entity ?? '', action: action ?? '', userId: userId === null ? '' : String(userId), from, to };
}

type Props = { value: AuditFilterValues; onChange: (value: AuditFilterValues) => void };

/** Entity, action, user and a range of days; a start after the end moves the end to the start (spec 5). */
export function AuditFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const entities = useAuditEntities();
  const set = (change: Partial<AuditFilterValues>) => {
    const next = { ...value, ...change };
    if (next.from && next.to && next.from > next.to) next.to = next.from;
    onChange(next);
  };
  return (
    <Group align="flex-end">
      <Select
        label={t('auditLog.entity')}
        placeholder={t('auditLog.all')}
        clearable
        data={(entities.data?.data ?? []).map((entity) => ({ value: entity, label: entityLabel(t, entity) }))}
        value={value.entity}
        onChange={(entity) => set({ entity })}
      />
      <Select
        label={t('auditLog.action')}
        placeholder={t('auditLog.all')}
        clearable
        data={auditActions.map((action) => ({ value: action, label: t(`auditLog.actions.${action}`) }))}
        value={value.action}
        onChange={(action) => set({ action: action as AuditFilterValues['action'] })}
      />
      <SearchSelect
        label={t('auditLog.user')}
        placeholder={t('auditLog.all')}
        nothingFound={t('users.empty')}
        useOptions={useAuditUserOptions}
        value={value.userId}
        onChange={(userId) => set({ userId })}
      />
      <TextInput
        type="date"
        label={t('auditLog.from')}
        value={value.from}
        onChange={(event) => set({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('auditLog.to')}
        value={value.to}
        onChange={(event) => set({ to: event.currentTarget.value })}
      />
    </Group>
  );
}
