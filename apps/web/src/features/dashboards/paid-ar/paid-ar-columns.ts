import type { agingResponseSchema, ReceivableItem, receivableResponseSchema } from '@portside/contracts/analytics';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { voyageAfterV } from '../../../lib/voyage';
import { terminalDateTime } from '../../../lib/zoned-time';
import type { ReportColumn } from '../kit/report-columns';

type T = TFunction<'dashboard'>;
type Aging = z.infer<typeof agingResponseSchema>;
export type AgingRow = Aging['buckets'][number];
export type AgingTotals = Aging['total'];
/** The totals of every receivable row that matches, from the server. */
export type ReceivableTotals = z.infer<typeof receivableResponseSchema>['summary'];

/**
 * A storage invoice's row leaves its BL's cargo out (a dash), as its totals do: its handling invoice counts the cargo.
 */
const cargo = (figure: (item: ReceivableItem) => number) => (item: ReceivableItem) =>
  item.invoiceKind === 'storage' ? null : figure(item);
/** The manifest gives kilograms; M.T on screen is metric tonnes. */
const tonnesOf = cargo((item) => item.grossWeight / 1000);
/** An instant as the operations screens write it, on the terminal's clock (2026-03-01 08:30). */
const at = (iso: string | null, timeZone: string) => (iso ? terminalDateTime(iso, timeZone) : null);
/** Spec 2.8's sixteen columns of the Accounts Receivable table, in its order. */
export const receivableColumns = (t: T, timeZone: string): ReportColumn<ReceivableItem, ReceivableTotals>[] => [
  {
    key: 'berthing',
    header: t('paidAr.columns.berthingTime'),
    kind: 'text',
    value: (row) => at(row.timeOfBerth, timeZone),
  },
  { key: 'handled', header: t('paidAr.columns.handledAt'), kind: 'text', value: (row) => at(row.handledAt, timeZone) },
  {
    key: 'vessel',
    header: t('paidAr.columns.vessel'),
    kind: 'text',
    value: (row) => t('paidAr.vesselVoyage', { name: row.vesselName, voyage: voyageAfterV(row.voyageNo) }),
  },
  {
    key: 'consignee',
    header: t('paidAr.columns.consignee'),
    kind: 'text',
    value: (row) => row.consignee || t('revenue.unknownConsignee'),
  },
  { key: 'bl', header: t('paidAr.columns.bl'), kind: 'text', value: (row) => row.blNo },
  { key: 'type', header: t('paidAr.columns.type'), kind: 'text', value: (row) => row.type },
  {
    key: 'packages',
    header: t('paidAr.columns.packages'),
    kind: 'count',
    value: cargo((row) => row.noPackages),
    total: (totals) => totals.noPackages,
  },
  {
    key: 'cbm',
    header: t('paidAr.columns.cbm'),
    kind: 'cbm',
    value: cargo((row) => row.cbmSo),
    total: (totals) => totals.cbmSo,
  },
  { key: 'mt', header: t('paidAr.columns.mt'), kind: 'tonnes', value: tonnesOf, total: (totals) => totals.tonnes },
  { key: 'or', header: t('paidAr.columns.or'), kind: 'text', value: (row) => row.orNumber },
  {
    key: 'invoice',
    header: t('paidAr.columns.invoice'),
    kind: 'text',
    value: (row) =>
      row.invoiceKind === 'storage'
        ? t('paidAr.storageInvoice', { invoiceNumber: row.invoiceNumber })
        : row.invoiceNumber,
  },
  { key: 'billingDate', header: t('paidAr.columns.billingDate'), kind: 'date', value: (row) => row.billingDate },
  { key: 'clearance', header: t('paidAr.columns.clearance'), kind: 'text', value: (row) => row.clearanceNumber },
  { key: 'gateOut', header: t('paidAr.columns.gateOut'), kind: 'text', value: (row) => at(row.gateOutAt, timeZone) },
  { key: 'dwell', header: t('paidAr.columns.dwellDays'), kind: 'count', value: (row) => row.dwellDays },
  {
    key: 'aging',
    header: t('paidAr.columns.invoiceAging'),
    kind: 'text',
    value: (row) => t('paidAr.days', { count: row.invoiceAging }),
  },
];

/** The receivable by days since billing (beyond the spec: docs/domain.md), its total last. */
export const agingColumns = (t: T): ReportColumn<AgingRow, AgingTotals>[] => [
  {
    key: 'bucket',
    header: t('paidAr.aging.bucket'),
    kind: 'text',
    value: (row) => t(`paidAr.aging.buckets.${row.bucket}`),
  },
  {
    key: 'invoices',
    header: t('paidAr.aging.invoices'),
    kind: 'count',
    value: (row) => row.invoices,
    total: (totals) => totals.invoices,
  },
  { key: 'cbm', header: t('paidAr.aging.cbm'), kind: 'cbm', value: (row) => row.cbm, total: (totals) => totals.cbm },
  {
    key: 'amountDue',
    header: t('paidAr.aging.amountDue'),
    kind: 'money',
    value: (row) => row.amountDue,
    total: (totals) => totals.amountDue,
  },
];
