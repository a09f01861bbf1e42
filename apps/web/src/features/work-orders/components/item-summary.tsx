import { Alert, Group, Paper, Text } from '@mantine/core';
import { countIncompleteSubItems } from '@portside/contracts/work-orders';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../lib/format-number';
import { type ItemRow, totalsOf } from '../model/item-rows';

/** The totals of the rows (spec 2.5 summaries). */
export function ItemSummary({ rows }: { rows: ItemRow[] }) {
  const { t } = useTranslation('commercial');
  const formats = useFormatNumber();
  const totals = totalsOf(rows);
  const figures = [
    { key: 'rows', label: t('workOrder.summary.rows'), value: formats.count(totals.rows) },
    { key: 'packages', label: t('workOrder.summary.packages'), value: formats.count(totals.packages) },
    { key: 'weight', label: t('workOrder.summary.grossWeight'), value: formats.weight(totals.grossWeight) },
    { key: 'cbm', label: t('workOrder.summary.cbm'), value: formats.cbm(totals.cbm) },
  ];

  return (
    <Paper withBorder p="sm">
      <Group component="dl" aria-label={t('workOrder.summary.title')} gap="xl" m={0}>
        {figures.map((figure) => (
          <div key={figure.key}>
            <Text component="dt" size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text component="dd" fw={700} m={0}>
              {figure.value}
            </Text>
          </div>
        ))}
      </Group>
    </Paper>
  );
}

/** Spec 5: the count of vehicle sub-items whose details are missing, which block the submit. */
export function IncompleteVehicles({ rows }: { rows: ItemRow[] }) {
  const { t } = useTranslation('commercial');
  const formats = useFormatNumber();
  const incomplete = countIncompleteSubItems(rows);
  if (incomplete === 0) return null;
  return (
    <Alert
      color="yellow"
      role="status"
      icon={<IconAlertTriangle size={18} />}
      title={t('workOrder.summary.incompleteTitle')}
    >
      {t('workOrder.summary.incomplete', { count: incomplete, number: formats.count(incomplete) })}
    </Alert>
  );
}
