import type {
  agentSummaryRowSchema,
  agentVesselSchema,
  categorySummaryRowSchema,
  consigneeItemSchema,
  consigneeSummaryRowSchema,
  reportTotalsSchema,
} from '@portside/contracts/reports';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { voyageAfterV } from '../../../lib/voyage';
import { blLeadColumns, type ReportColumn } from './report-columns';

type Totals = z.infer<typeof reportTotalsSchema>;
export type CategoryRow = z.infer<typeof categorySummaryRowSchema>;
export type AgentRow = z.infer<typeof agentSummaryRowSchema>;
export type ConsigneeRow = z.infer<typeof consigneeSummaryRowSchema>;
export type AgentVesselRow = z.infer<typeof agentVesselSchema>;
export type ConsigneeItemRow = z.infer<typeof consigneeItemSchema>;
type T = TFunction<'dashboard'>;

/** Storage's row of the category table has no volume of its own (null). */
type Volume = { totalCbm: number | null; totalPackages: number | null };

/** CBM and packages, with their totals: the volume every revenue table and the overview's descriptions show. */
export const volumeColumns = <Row extends Volume, Sum extends Volume>(t: T): ReportColumn<Row, Sum>[] => [
  {
    key: 'cbm',
    header: t('revenue.columns.totalCbm'),
    kind: 'cbm',
    value: (row) => row.totalCbm,
    total: (s) => s.totalCbm,
  },
  {
    key: 'packages',
    header: t('revenue.columns.packages'),
    kind: 'count',
    value: (row) => row.totalPackages,
    total: (s) => s.totalPackages,
  },
];

/** The figures every revenue table ends with (spec 2.8: CBM with the net an analyst reads beside it). */
function figures<Row extends Volume & { bls: number | null; netAmount: string }>(t: T): ReportColumn<Row, Totals>[] {
  return [
    ...volumeColumns<Row, Totals>(t),
    { key: 'bls', header: t('revenue.columns.bls'), kind: 'count', value: (row) => row.bls, total: (s) => s.bls },
    {
      key: 'net',
      header: t('revenue.columns.net'),
      kind: 'money',
      value: (row) => row.netAmount,
      total: (s) => s.netTotalAmount,
    },
  ];
}

/** A consignee the manifests named nothing is (Unknown) (spec 9). */
export const consigneeName = (t: T, name: string) => name || t('revenue.unknownConsignee');

export const categoryColumns = (t: T): ReportColumn<CategoryRow, Totals>[] => [
  {
    key: 'category',
    header: t('revenue.columns.category'),
    kind: 'text',
    value: (row) => t(`dashboards.categories.${row.category}`),
  },
  ...figures<CategoryRow>(t),
];

export const agentColumns = (t: T): ReportColumn<AgentRow, Totals>[] => [
  { key: 'agent', header: t('revenue.columns.agent'), kind: 'text', value: (row) => row.shippingAgent },
  { key: 'vessels', header: t('revenue.columns.vessels'), kind: 'count', value: (row) => row.vessels },
  ...figures<AgentRow>(t),
];

export const consigneeColumns = (t: T): ReportColumn<ConsigneeRow, Totals>[] => [
  {
    key: 'consignee',
    header: t('revenue.columns.consignee'),
    kind: 'text',
    value: (row) => consigneeName(t, row.consignee),
  },
  ...figures<ConsigneeRow>(t),
];

export const agentVesselColumns = (t: T): ReportColumn<AgentVesselRow, Totals>[] => [
  { key: 'vessel', header: t('revenue.columns.vessel'), kind: 'text', value: (row) => row.vesselName },
  { key: 'voyage', header: t('revenue.columns.voyage'), kind: 'text', value: (row) => voyageAfterV(row.voyageNumber) },
  { key: 'arrival', header: t('revenue.columns.arrival'), kind: 'date', value: (row) => row.arrivalDate },
  ...figures<AgentVesselRow>(t),
];

export const consigneeItemColumns = (t: T): ReportColumn<ConsigneeItemRow, Totals>[] => [
  ...blLeadColumns<ConsigneeItemRow, Totals>(t, 'revenue'),
  {
    key: 'packages',
    header: t('revenue.columns.packages'),
    kind: 'count',
    value: (row) => row.packages,
    total: (s) => s.totalPackages,
  },
  { key: 'cbm', header: t('revenue.columns.cbm'), kind: 'cbm', value: (row) => row.cbm, total: (s) => s.totalCbm },
  {
    key: 'net',
    header: t('revenue.columns.net'),
    kind: 'money',
    value: (row) => row.netAmount,
    total: (s) => s.netTotalAmount,
  },
  { key: 'invoice', header: t('revenue.columns.invoice'), kind: 'text', value: (row) => row.invoiceNumber },
];
