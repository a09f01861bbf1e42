import { Anchor, Badge, Group, Select } from '@mantine/core';
import {
  type BillingInvoice,
  billingMessages,
  invoiceStatuses,
  listBillingInvoicesQuerySchema,
} from '@portside/contracts/billing';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { ListFilter } from '../../../components/list-filter';
import { ListPage } from '../../../components/list-page';
import { useFormatDecimal } from '../../../components/printed-documents/amount';
import { WithCancelled } from '../../../components/with-cancelled';
import { useFormatDate } from '../../../lib/format-date';
import { languageOf } from '../../../lib/languages';
import { useTerminalToday } from '../../../lib/time-zone';
import { useListState } from '../../../lib/use-list-state';
import { voyageAfterV } from '../../../lib/voyage';
import { useBillingInvoices } from '../api/get-billing-invoices';
import { billingPaths } from '../paths';

const dash = '—';

const allMonths = 'all';
/** The months a clerk picks from: this one and the 35 before it. */
function recentMonths(current: string): string[] {
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: 36 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * Finance: the billing invoices (spec 2.7), searched, sorted and paged by the server, oldest first; they open on
 * those billed this month (on the terminal's calendar), a search looks through all months, and the paid, unpaid or
 * cancelled ones are kept when asked.
 */
export function BillingInvoicesPage() {
  const { t, i18n } = useTranslation('billing');
  const formatDate = useFormatDate();
  const formatAmount = useFormatDecimal().amount;
  const thisMonth = useTerminalToday()().slice(0, 7);
  const list = useListState({
    pageSize: 10,
    sort: { keys: ['vessel', 'invoiceNumber', 'billingDate', 'createdAt'], key: 'createdAt', order: 'asc' },
    filters: ['status', 'month'],
  });
  const status = invoiceStatuses.find((value) => value === list.filters.status);
  // The list opens on this month; a search looks through every month unless one is chosen.
  const month =
    list.filters.month === allMonths
      ? allMonths
      : (listBillingInvoicesQuerySchema.shape.month.safeParse(list.filters.month).data ??
        (list.query.q ? allMonths : thisMonth));
  const invoices = useBillingInvoices({ ...list.query, status, month: month === allMonths ? undefined : month });
  const { locale } = languageOf(i18n.resolvedLanguage);
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const monthName = (value: string) => monthFormat.format(new Date(`${value}-15T00:00:00Z`));
  // A month of a shared link older than the picker's is offered too, so that the picker shows it.
  const offered = recentMonths(thisMonth);
  if (month !== allMonths && !offered.includes(month)) offered.push(month);

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
      render: (invoice) => (
        <WithCancelled cancellation={invoice.cancellation}>
          {invoice.invoiceNumber}
          {invoice.kind === 'storage' && (
            <Badge ms="xs" size="sm" tt="none" variant="outline" color="gray.8">
              {t('storage.kinds.storage')}
            </Badge>
          )}
        </WithCancelled>
      ),
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
      toolbar={
        <Group gap="sm" wrap="wrap">
          <ListFilter
            label={t('list.filters.status')}
            value={status}
            values={invoiceStatuses}
            allLabel={t('list.filters.all')}
            labelOf={(value) => t(`list.filters.${value}`)}
            onChange={(value) => list.setFilters({ status: value })}
          />
          <Select
            aria-label={t('list.filters.month')}
            value={month}
            allowDeselect={false}
            w={200}
            onChange={(value) => value && list.setFilters({ month: value })}
            data={[
              { value: allMonths, label: t('list.filters.allMonths') },
              ...offered.map((value) => ({ value, label: monthName(value) })),
            ]}
          />
        </Group>
      }
      empty={t('list.empty')}
      fetchFailed={billingMessages.failedToFetch}
    />
  );
}
