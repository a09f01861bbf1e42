import { Badge, Button, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  type ClientItem,
  type ClientItemView,
  clientItemsPageSize,
  clientItemViews,
  clientPortalMessages,
} from '@portside/contracts/client-portal';
import { IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { StorageFigure } from '../../../components/storage/storage-summary';
import { WithdrawalsList } from '../../../components/withdrawals-list';
import { paymentColours } from '../../../lib/chart-rules';
import { orDash } from '../../../lib/dash';
import { useFormatDate, useFormatDateTime } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import { useMessage } from '../../../lib/messages';
import { useListState } from '../../../lib/use-list-state';
import { voyageAfterV } from '../../../lib/voyage';
import { useClientItems } from './api/get-client-items';
import { clientPortalPaths } from './paths';
import { ProformaDialog } from './proforma-dialog';

const sortKeys = ['arrivalDate', 'blNo', 'cbmSo', 'billingDate'] as const;

/** The view in the URL: one the server knows, else active (spec 2.9: active / unpaid first). */
const viewFrom = (value: string): ClientItemView => clientItemViews.find((view) => view === value) ?? 'active';

/**
 * Spec 2.9's item table: the company's BLs, 10 a page from the server, searched, in one of the views Active (the
 * default), Unpaid, Paid, All; each with its clearance, invoice and OR (both printable), gate-out, dwell and trucks out,
 * its storage; a BL not billed yet, or in our yard, shows its proforma. Search, view, sort and page live in the URL.
 */
export function ClientItems() {
  const { t } = useTranslation('client');
  const translate = useMessage();
  const list = useListState({
    pageSize: clientItemsPageSize,
    sort: { keys: sortKeys, key: 'arrivalDate', order: 'desc' },
    filters: ['view'],
  });
  const view = viewFrom(list.filters.view);
  const items = useClientItems({ ...list.query, view });
  const [proformaOf, setProformaOf] = useState<ClientItem | null>(null);
  const columns = useItemColumns(setProformaOf);
  const empty = list.query.q ? translate(clientPortalMessages.noSearchResults) : t(`items.empty.${view}`);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('items.title')}>
      <ListPage
        title={t('items.title')}
        titleOrder={3}
        search={t('items.search')}
        toolbar={
          <Stack gap={4}>
            <Text size="sm" fw={500} id="client-items-view">
              {t('items.view')}
            </Text>
            <SegmentedControl
              aria-labelledby="client-items-view"
              value={view}
              onChange={(value) => list.setFilters({ view: value === 'active' ? '' : value })}
              data={clientItemViews.map((value) => ({ value, label: t(`items.views.${value}`) }))}
            />
          </Stack>
        }
        list={list}
        result={items}
        columns={columns}
        rowKey={(row) => row.id}
        empty={empty}
        fetchFailed={clientPortalMessages.itemsFailed}
        cards
        cardLabel={(row) => row.blNo}
        minWidth={1040}
      />
      <ProformaDialog item={proformaOf} onClose={() => setProformaOf(null)} />
    </Paper>
  );
}

/**
 * The table's columns, in spec 2.9's words; the invoice and the OR each with a Print link; the trucks out and the
 * storage; a BL not billed, or in our yard, its proforma.
 */
function useItemColumns(onProforma: (item: ClientItem) => void): Column<ClientItem>[] {
  const { t } = useTranslation('client');
  const format = useFormatNumber();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  /** The printed document's page, in a new tab (the session is the browser's: the tab is signed in too). */
  const print = (to: string, label: string) => (
    <Button
      component={Link}
      to={to}
      target="_blank"
      rel="noopener"
      variant="subtle"
      size="compact-xs"
      leftSection={<IconPrinter size={14} aria-hidden />}
      aria-label={label}
    >
      {t('items.print')}
    </Button>
  );
  /** A number or a date kept on one line (the vessel's name wraps instead). */
  const oneLine = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  /** A second, dimmed line under a cell's main value (a Latin name keeps its order on an Urdu page). */
  const under = (main: ReactNode, second: ReactNode) => (
    <Stack gap={0} align="flex-start">
      <Text size="sm" component="div" dir="auto">
        {main}
      </Text>
      <Text size="xs" c="dimmed" component="div">
        {second}
      </Text>
    </Stack>
  );
  return [
    { key: 'blNo', header: t('items.columns.blNo'), sortKey: 'blNo', render: (row) => row.blNo },
    {
      key: 'vessel',
      header: t('items.columns.vesselType'),
      render: (row) =>
        under(
          t('items.vesselVoyage', { name: row.vesselName, voyage: voyageAfterV(row.voyageNo) }),
          t('items.typePackages', {
            type: row.type,
            packages: t('summary.packages', { count: row.noPackages, packages: format.count(row.noPackages) }),
          }),
        ),
    },
    { key: 'cbm', header: t('items.columns.cbm'), sortKey: 'cbmSo', render: (row) => format.cbm(row.cbmSo) },
    {
      key: 'arrival',
      header: t('items.columns.arrival'),
      sortKey: 'arrivalDate',
      render: (row) => oneLine(formatDate(row.arrivalDate)),
    },
    { key: 'clearance', header: t('items.columns.clearance'), render: (row) => oneLine(orDash(row.clearanceNumber)) },
    {
      key: 'invoice',
      header: t('items.columns.invoice'),
      sortKey: 'billingDate',
      render: (row) =>
        row.invoiceNumber && row.invoiceId !== null ? (
          <Stack gap={0} align="flex-start">
            <Text size="sm">{oneLine(row.invoiceNumber)}</Text>
            {row.billingDate && (
              <Text size="xs" c="dimmed">
                {oneLine(formatDate(row.billingDate))}
              </Text>
            )}
            {print(
              clientPortalPaths.printInvoice({ invoiceId: row.invoiceId }),
              t('items.printInvoice', { number: row.invoiceNumber }),
            )}
          </Stack>
        ) : (
          orDash(null)
        ),
    },
    {
      key: 'or',
      header: t('items.columns.or'),
      render: (row) =>
        row.orNumber && row.receiptId !== null ? (
          <Stack gap={0} align="flex-start">
            <Text size="sm">{oneLine(row.orNumber)}</Text>
            {print(
              clientPortalPaths.printReceipt({ receiptId: row.receiptId }),
              t('items.printReceipt', { number: row.orNumber }),
            )}
          </Stack>
        ) : (
          orDash(null)
        ),
    },
    {
      key: 'gateOut',
      header: t('items.columns.gateOutDwell'),
      render: (row) => (
        <Stack gap={4}>
          {under(
            orDash(row.gateOutAt, formatDateTime),
            orDash(row.dwellDays, (count) => t('items.days', { count })),
          )}
          <WithdrawalsList withdrawals={row.withdrawals} titled={false} />
          {row.withdrawals.length > 0 && row.remainingPackages > 0 && (
            <Text size="xs">
              {t('items.remain', {
                count: row.remainingPackages,
                packages: format.count(row.remainingPackages),
              })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'storage',
      header: t('items.columns.storage'),
      render: (row) => <StorageFigure storage={row.storage} billing={row.storageBilling} handledAt={row.handledAt} />,
    },
    {
      key: 'status',
      header: t('items.columns.status'),
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <Badge color={paymentColours[row.status].split('.')[0]} variant="light" miw="max-content">
            {t(`items.statuses.${row.status}`)}
          </Badge>
          {(row.status === 'notBilled' || (row.storage !== null && row.remainingPackages > 0)) && (
            <Button
              variant="light"
              size="compact-xs"
              aria-label={t('items.proformaOf', { blNo: row.blNo })}
              onClick={() => onProforma(row)}
            >
              {t('items.proforma')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];
}
