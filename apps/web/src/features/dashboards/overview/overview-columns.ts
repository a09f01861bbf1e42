import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import type { reportTotalsSchema } from '@portside/contracts/reports';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { inCategoryOrder } from '../kit/category-order';
import type { ReportColumn } from '../kit/report-columns';
import { type CategoryRow, type ConsigneeRow, consigneeColumns, volumeColumns } from '../kit/revenue-columns';
import type { OverviewCategory } from './api/get-overview';

type T = TFunction<'dashboard'>;
type Totals = z.infer<typeof reportTotalsSchema>;

/** The overview's categories as rows of the revenue's category table (same columns: CBM, packages, BLs, net). */
export const summaryRows = (categories: readonly OverviewCategory[]): CategoryRow[] =>
  inCategoryOrder(
    categories.map((category) => ({
      category: category.name,
      totalCbm: category.totalCbm,
      totalPackages: category.totalPackages,
      bls: category.bls,
      netAmount: category.netAmount,
    })),
  );

/** Spec 2.8's stevedoring details by consignee: consignee, packages, CBM and net (of the revenue's consignee columns). */
export const stevedoringDetailColumns = (t: T): ReportColumn<ConsigneeRow, Totals>[] => {
  const columns = consigneeColumns(t);
  return ['consignee', 'packages', 'cbm', 'net'].flatMap((key) => columns.filter((column) => column.key === key));
};

export type MonthRow = { month: string; cbm: Partial<Record<CargoHandlerType, number>>; total: number };

/** The monthly lines as a table: the month, each category's CBM and their sum; the year's totals below. */
export const monthColumns = (t: T, categories: readonly CargoHandlerType[]): ReportColumn<MonthRow, MonthRow>[] => [
  { key: 'month', header: t('overview.columns.month'), kind: 'text', value: (row) => row.month },
  ...categories.map(
    (category): ReportColumn<MonthRow, MonthRow> => ({
      key: category,
      header: t(`dashboards.categories.${category}`),
      kind: 'cbm',
      value: (row) => row.cbm[category] ?? 0,
      total: (totals) => totals.cbm[category] ?? 0,
    }),
  ),
  {
    key: 'total',
    header: t('revenue.total'),
    kind: 'cbm',
    value: (row) => row.total,
    total: (totals) => totals.total,
  },
];

export type DescriptionRow = {
  key: string;
  description: string;
  totalCbm: number;
  totalPackages: number;
  share: number;
};

/** The descriptions as a table: CBM, packages and each one's whole share of the CBM in percent. */
export const descriptionColumns = (t: T): ReportColumn<DescriptionRow, DescriptionRow>[] => [
  { key: 'description', header: t('revenue.columns.description'), kind: 'text', value: (row) => row.description },
  ...volumeColumns<DescriptionRow, DescriptionRow>(t),
  {
    key: 'share',
    header: t('overview.columns.share'),
    kind: 'count',
    value: (row) => row.share,
    total: (totals) => totals.share,
  },
];
