import { Anchor, Button } from '@mantine/core';
import { type CreditMemo, creditMemoMessages } from '@portside/contracts/credit-memos';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatMoney } from '../../../lib/money';
import { useListState } from '../../../lib/use-list-state';
import { useCreditMemos } from '../api/credit-memos';
import { billingPaths } from '../paths';

/**
 * Finance's credit memos, newest number first, searched by memo or invoice number, BL or buyer; each opens its
 * printed page, and its invoice's. A memo is issued from its paid invoice's page.
 */
export function CreditMemosPage() {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const list = useListState({
    pageSize: 20,
    sort: { keys: ['memoNumber', 'memoDate'], key: 'memoNumber', order: 'desc' },
  });
  const memos = useCreditMemos(list.query);

  const columns: Column<CreditMemo>[] = [
    { key: 'memoNumber', header: t('memos.memoNumber'), sortKey: 'memoNumber', render: (memo) => memo.memoNumber },
    { key: 'memoDate', header: t('memos.memoDate'), sortKey: 'memoDate', render: (memo) => formatDate(memo.memoDate) },
    {
      key: 'invoice',
      header: t('memos.invoiceNumber'),
      render: (memo) => (
        <Anchor component={Link} to={billingPaths.printInvoice({ invoiceId: memo.billingInvoiceId })}>
          {memo.invoiceNumber}
        </Anchor>
      ),
    },
    { key: 'blNo', header: t('memos.blNo'), render: (memo) => memo.blNo },
    { key: 'buyer', header: t('memos.buyer'), render: (memo) => memo.buyerName },
    { key: 'total', header: t('memos.total'), render: (memo) => formatMoney(memo.totalAmount) },
    { key: 'reason', header: t('memos.reason'), render: (memo) => memo.reason },
    {
      key: 'print',
      header: t('memos.print'),
      render: (memo) => (
        <Button
          component={Link}
          to={billingPaths.printCreditMemo({ memoId: memo.id })}
          size="xs"
          variant="subtle"
          leftSection={<IconPrinter size={14} />}
          aria-label={t('memos.printMemo', { memoNumber: memo.memoNumber })}
        >
          {t('memos.print')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title={t('memos.title')}
      search={t('memos.search')}
      list={list}
      result={memos}
      columns={columns}
      rowKey={(memo) => memo.id}
      empty={t('memos.empty')}
      fetchFailed={creditMemoMessages.failedToFetch}
    />
  );
}
