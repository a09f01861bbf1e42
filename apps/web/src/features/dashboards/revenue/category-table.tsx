import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { type ReportPeriodQuery, type RevenueCategory, reportMessages } from '@portside/contracts/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportResult } from '../../../components/report-result';
import type { SortOrder } from '../../../lib/use-list-state';
import { AnalyticsTable } from '../kit/analytics-table';
import { inCategoryOrder } from '../kit/category-order';
import { categoryColumns } from '../kit/revenue-columns';
import { useCategorySummary } from './api/get-category-summary';

/**
 * Spec 2.8's category table with its grand total, in the categories' own order until a click on the Category header
 * sorts them by name (ascending, then the other way at each click); a click on a service drills into it (storage,
 * there when no category is chosen, is its net alone).
 */
export function CategoryTable({
  query,
  onDrill,
}: {
  query: ReportPeriodQuery;
  onDrill: (category: CargoHandlerType) => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const [order, setOrder] = useState<SortOrder | null>(null);
  const categories = useCategorySummary(query);
  const columns = categoryColumns(t);
  const name = (category: RevenueCategory) => t(`dashboards.categories.${category}`);
  return (
    <ReportResult result={categories} failed={reportMessages.failedTargets}>
      {({ data, summary }) => (
        <AnalyticsTable
          columns={columns}
          rows={
            order
              ? [...data].sort(
                  (a, b) =>
                    name(a.category).localeCompare(name(b.category), i18n.language) * (order === 'asc' ? 1 : -1),
                )
              : inCategoryOrder(data)
          }
          rowKey={(row) => row.category}
          emptyText={t('messages.noDataAvailable')}
          totals={{ values: summary, label: t('revenue.grandTotal') }}
          onOpen={(row) => row.category !== 'storage' && onDrill(row.category)}
          canOpen={(row) => row.category !== 'storage'}
          sort={{
            key: order ? 'category' : '',
            order: order ?? 'asc',
            onToggle: () => setOrder(order === 'asc' ? 'desc' : 'asc'),
          }}
          loading={categories.isPlaceholderData}
        />
      )}
    </ReportResult>
  );
}
