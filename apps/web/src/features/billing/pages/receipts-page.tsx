import { Button } from '@mantine/core';
import { type OfficialReceipt, officialReceiptMessages } from '@portside/contracts/official-receipts';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { WithCancelled } from '../../../components/with-cancelled';
import { useFormatDate, useFormatDateTime } from '../../../lib/format-date';
import { useFormatMoney } from '../../../lib/money';
import { useListState } from '../../../lib/use-list-state';
import { useOfficialReceipts } from '../api/get-official-receipts';
import { billingPaths } from '../paths';

/** Spec 2.7: the official receipts, searched by OR number, newest first, each with its invoices and a Print link. */
export function ReceiptsPage() {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const formatMoney = useFormatMoney();
  const list = useListState({
    pageSize: 20,
    sort: { keys: ['dateIssued', 'orNumber', 'createdAt'], key: 'dateIssued', order: 'desc' },
  });
  const receipts = useOfficialReceipts(list.query);

  const columns: Column<OfficialReceipt>[] = [
    {
      key: 'dateIssued',
      header: t('receipts.dateIssued'),
      sortKey: 'dateIssued',
      render: (receipt) => formatDate(receipt.dateIssued),
    },
    {
      key: 'orNumber',
      header: t('receipts.orNumber'),
      sortKey: 'orNumber',
      render: (receipt) => <WithCancelled cancellation={receipt.cancellation}>{receipt.orNumber}</WithCancelled>,
    },
    {
      key: 'createdAt',
      header: t('receipts.recordedAt'),
      sortKey: 'createdAt',
      render: (receipt) => formatDateTime(receipt.createdAt),
    },
    { key: 'invoices', header: t('receipts.invoiceNumbers'), render: (receipt) => receipt.invoiceNumbers.join(', ') },
    { key: 'total', header: t('receipts.total'), render: (receipt) => formatMoney(receipt.totalAmount) },
    {
      key: 'print',
      header: t('receipts.print'),
      render: (receipt) => (
        <Button
          component={Link}
          to={billingPaths.printReceipt({ receiptId: receipt.id })}
          size="xs"
          variant="subtle"
          leftSection={<IconPrinter size={14} />}
          aria-label={t('receipts.printReceipt', { orNumber: receipt.orNumber })}
        >
          {t('receipts.print')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title={t('receipts.title')}
      add={{ label: t('receipts.add'), to: billingPaths.newReceipt(), icon: <IconReceipt size={18} /> }}
      search={t('receipts.search')}
      list={list}
      result={receipts}
      columns={columns}
      rowKey={(receipt) => receipt.id}
      empty={t('receipts.empty')}
      fetchFailed={officialReceiptMessages.failedToFetch}
    />
  );
}
