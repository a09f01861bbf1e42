import { Anchor, Group } from '@mantine/core';
import { type BillingInvoice, billingMessages } from '@portside/contracts/billing';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { useFormatDecimal } from '../../../components/printed-documents/amount';
import { WithCancelled } from '../../../components/with-cancelled';
import { useFormatDate } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { voyageAfterV } from '../../../lib/voyage';
import { useBillingInvoices } from '../api/get-billing-invoices';
import { billingPaths } from '../paths';

const dash = '—';

/** Finance: the billing invoices (spec 2.7), searched, sorted and paged by the server, oldest first. */
export function BillingInvoicesPage() {
  const { t } = useTranslation('billing');
  const formatDate = useFormatDate();
  const formatAmount = useFormatDecimal().amount;
  const list = useListState({
    pageSize: 10,
    sort: { keys: ['vessel', 'invoiceNumber', 'billingDate', 'createdAt'], key: 'createdAt', order: 'asc' },
  });
  const invoices = useBillingInvoices(list.query);

  const columns: Column<BillingInvoice>[] = [
    {
      key: 'vessel',
      header: t('list.vessel'),
      sortKey: 'vessel',
      render: (invoice) => t('list.vesselVoyage', { name: invoice.vesselName, voyage: voyageAfterV(invoice.voyageNo) }),
    },
    { key: 'blNo', header: t('list.blNo'), render: (invoice) => invoice.blNo },
    {
      key: 'invoiceNumber',
      header: t('list.invoiceNumber'),
      sortKey: 'invoiceNumber',
      render: (invoice) => <WithCancelled cancellation={invoice.cancellation}>{invoice.invoiceNumber}</WithCancelled>,
    },
    {
      key: 'billingDate',
      header: t('list.billingDate'),
      sortKey: 'billingDate',
      render: (invoice) => formatDate(invoice.billingDate),
    },
    { key: 'total', header: t('list.total'), render: (invoice) => formatAmount(invoice.totalAmount) },
    { key: 'paid', header: t('list.paid'), render: (invoice) => invoice.orNumber ?? dash },
    {
      key: 'print',
      header: t('list.print'),
      render: (invoice) => (
        <Anchor
          component={Link}
          to={billingPaths.printInvoice({ invoiceId: invoice.id })}
          aria-label={t('list.printInvoice', { invoiceNumber: invoice.invoiceNumber })}
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconPrinter size={16} />
            {t('list.print')}
          </Group>
        </Anchor>
      ),
    },
  ];

  return (
    <ListPage
      title={t('list.title')}
      add={{ label: t('list.add'), to: billingPaths.newInvoice() }}
      search={t('list.search')}
      list={list}
      result={invoices}
      columns={columns}
      rowKey={(invoice) => invoice.id}
      empty={t('list.empty')}
      fetchFailed={billingMessages.failedToFetch}
    />
  );
}
