import type {
  agentRowSchema,
  blRowSchema,
  consigneeRowSchema,
  OperatorRow,
  totalsSchema,
} from '@portside/contracts/analytics';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { blLeadColumns, type ReportColumn } from './report-columns';

type T = TFunction<'dashboard'>;
export type Totals = Pick<z.infer<typeof totalsSchema>, 'totalVolume' | 'packages' | 'bls'>;
export type ConsigneeRow = z.infer<typeof consigneeRowSchema>;
export type AgentRow = z.infer<typeof agentRowSchema>;
export type BlRow = z.infer<typeof blRowSchema>;

/** A name the registry or the manifest lacks is (Unknown) (spec 9). */
export const nameOrUnknown = (t: T, name: string) => name || t('competitors.unknown');

/** The CBM, packages and BLs columns of a drill-down row, totalled from the response's total. */
function figures<Row>(t: T, of: (row: Row) => Totals): ReportColumn<Row, Totals>[] {
  return [
    {
      key: 'volume',
      header: t('competitors.columns.volume'),
      kind: 'cbm',
      value: (row) => of(row).totalVolume,
      total: (s) => s.totalVolume,
    },
    {
      key: 'packages',
      header: t('competitors.columns.packages'),
      kind: 'count',
      value: (row) => of(row).packages,
      total: (s) => s.packages,
    },
    {
      key: 'bls',
      header: t('competitors.columns.bls'),
      kind: 'count',
      value: (row) => of(row).bls,
      total: (s) => s.bls,
    },
  ];
}

/** The totals panel: each operator's figures and its share of the category (whole percentages that total 100). */
export const operatorColumns = (t: T, share: (row: OperatorRow) => string): ReportColumn<OperatorRow, Totals>[] => [
  {
    key: 'operator',
    header: t('competitors.columns.operator'),
    kind: 'text',
    value: (row) => nameOrUnknown(t, row.name),
  },
  ...figures<OperatorRow>(t, (row) => row),
  { key: 'share', header: t('competitors.columns.share'), kind: 'text', value: share },
];

const partyFigures = (row: ConsigneeRow | AgentRow): Totals => ({
  totalVolume: row.totalVolume,
  packages: row.totalPackages,
  bls: row.bls,
});

export const consigneeColumns = (t: T): ReportColumn<ConsigneeRow, Totals>[] => [
  {
    key: 'consignee',
    header: t('competitors.columns.consignee'),
    kind: 'text',
    value: (row) => nameOrUnknown(t, row.consignee),
  },
  ...figures<ConsigneeRow>(t, partyFigures),
];

export const agentColumns = (t: T): ReportColumn<AgentRow, Totals>[] => [
  {
    key: 'agent',
    header: t('competitors.columns.agent'),
    kind: 'text',
    value: (row) => nameOrUnknown(t, row.shippingAgent),
  },
  ...figures<AgentRow>(t, partyFigures),
];

/** A BL of a drill-down; the totals row is the row clicked to open the list (a BL counted once per service). */
export const blColumns = (t: T): ReportColumn<BlRow, Totals>[] => [
  ...blLeadColumns<BlRow, Totals>(t, 'competitors'),
  {
    key: 'services',
    header: t('competitors.columns.services'),
    kind: 'text',
    value: (row) => row.categories.map((category) => t(`dashboards.categories.${category}`)).join(', '),
  },
  {
    key: 'packages',
    header: t('competitors.columns.packages'),
    kind: 'count',
    value: (row) => row.packages,
    total: (s) => s.packages,
  },
  {
    key: 'volume',
    header: t('competitors.columns.volume'),
    kind: 'cbm',
    value: (row) => row.volume,
    total: (s) => s.totalVolume,
  },
];
