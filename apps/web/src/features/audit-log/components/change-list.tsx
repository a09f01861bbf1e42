import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatDate, useFormatDateTime } from '../../../lib/format-date';
import { translatedOr } from './labels';

type Values = Record<string, unknown> | null;

const asValues = (value: unknown): Values =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const day = /^\d{4}-\d{2}-\d{2}$/;

/** A recorded value as a reader expects it: dates in the locale and time zone, yes / no, roles and kinds named. */
function useShowValue() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const formatDate = useFormatDate();
  const show = (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('auditLog.none');
    if (typeof value === 'boolean') return t(value ? 'auditLog.yes' : 'auditLog.no');
    if (typeof value === 'string') {
      if (key === 'change') return translatedOr(t, `auditLog.accountChanges.${value}`, value);
      if (key === 'role') return translatedOr(t, `roles.${value}`, value);
      if (instant.test(value)) return formatDateTime(value);
      if (day.test(value)) return formatDate(value);
      return value;
    }
    if (Array.isArray(value) && value.every((each) => typeof each !== 'object' || each === null)) {
      return value.length > 0 ? value.map((each) => show(key, each)).join(', ') : t('auditLog.none');
    }
    return JSON.stringify(value);
  };
  return show;
}

/** The fields of a change: for an update those that changed (before → after), else every value written or removed. */
export function ChangeList({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const show = useShowValue();
  const [old, now] = [asValues(before), asValues(after)];
  const keys = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])];
  const changed = old && now ? keys.filter((key) => !same(old[key], now[key])) : keys;
  return (
    <Stack gap={2}>
      {changed.map((key) => (
        <Text key={key} size="xs">
          <Text span fw={600}>
            {translatedOr(t, `auditLog.fields.${key}`, key)}
          </Text>{' '}
          {old && (
            <Text span c="red.9" td={now ? 'line-through' : undefined}>
              {show(key, old[key])}
            </Text>
          )}
          {old && now && ' → '}
          {now && (
            <Text span c="green.9">
              {show(key, now[key])}
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}
