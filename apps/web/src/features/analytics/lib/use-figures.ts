import type { reportTotalsSchema } from '@portside/contracts/reports';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormatNumber } from '../../../lib/format-number';
import { useFormatMoney } from '../../../lib/money';
import type { Figure } from '../components/figure-table';

/** A report's totals as a row of its own table (its name column says Total). */
export const totalsRow = (totals: z.infer<typeof reportTotalsSchema>) => ({
  totalCbm: totals.totalCbm,
  totalPackages: totals.totalPackages,
  bls: totals.bls,
  netAmount: totals.netTotalAmount,
});

/** The figure columns the dashboards' tables share: CBM with 2 decimals, whole counts, pesos. */
export function useFigures() {
  const { t } = useTranslation('dashboard');
  const format = useFormatNumber();
  const money = useFormatMoney();
  return useMemo(
    () => ({
      cbm: <Row extends { totalCbm: number }>(): Figure<Row> => ({
        key: 'cbm',
        label: t('overview.columns.cbm'),
        numeric: true,
        value: (row) => format.cbm(row.totalCbm),
      }),
      packages: <Row extends { totalPackages: number }>(): Figure<Row> => ({
        key: 'packages',
        label: t('overview.columns.packages'),
        numeric: true,
        value: (row) => format.count(row.totalPackages),
      }),
      bls: <Row extends { bls: number }>(): Figure<Row> => ({
        key: 'bls',
        label: t('overview.columns.bls'),
        numeric: true,
        value: (row) => format.count(row.bls),
      }),
      net: <Row extends { netAmount: string }>(): Figure<Row> => ({
        key: 'net',
        label: t('overview.columns.net'),
        numeric: true,
        value: (row) => money(row.netAmount),
      }),
    }),
    [t, format, money],
  );
}

/** Spec 9: a consignee the manifests did not name is "(Unknown)". */
export function useConsigneeName() {
  const { t } = useTranslation('dashboard');
  return (consignee: string) => consignee.trim() || t('overview.unknown');
}
