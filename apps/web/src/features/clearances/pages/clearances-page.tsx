import { type Clearance, clearanceMessages } from '@portside/contracts/clearances';
import { useTranslation } from 'react-i18next';
import { CancelDocument } from '../../../components/cancel-document';
import type { Column } from '../../../components/data-table';
import { ListPage } from '../../../components/list-page';
import { WithCancelled } from '../../../components/with-cancelled';
import { useFormatDate } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useCancelClearance } from '../api/create-clearance';
import { useClearances } from '../api/get-clearances';
import { clearancePaths } from '../paths';

/**
 * Commercial: the clearances (spec 2.5), searched by number (or a whole BL), sortable by number and date; one recorded
 * against the wrong BL is cancelled with a reason, and its number recorded again.
 */
export function ClearancesPage() {
  const { t } = useTranslation('clearance');
  const formatDate = useFormatDate();
  const list = useListState({
    pageSize: 20,
    sort: { keys: ['clearanceNumber', 'clearanceDate'], key: 'clearanceDate', order: 'desc' },
  });
  const clearances = useClearances(list.query);
  const cancel = useCancelClearance();

  const columns: Column<Clearance>[] = [
    { key: 'blNo', header: t('list.blNo'), render: (clearance) => clearance.blNo },
    {
      key: 'clearanceNumber',
      header: t('list.clearanceNumber'),
      sortKey: 'clearanceNumber',
      render: (clearance) => (
        <WithCancelled cancellation={clearance.cancellation}>{clearance.clearanceNumber}</WithCancelled>
      ),
    },
    {
      key: 'clearanceDate',
      header: t('list.clearanceDate'),
      sortKey: 'clearanceDate',
      render: (clearance) => formatDate(clearance.clearanceDate),
    },
    {
      key: 'vessel',
      header: t('list.vessel'),
      render: (clearance) => t('list.vesselVoyage', { name: clearance.vesselName, voyage: clearance.voyageNumber }),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      render: (clearance) =>
        !clearance.cancellation && (
          <CancelDocument
            id={clearance.id}
            cancel={cancel}
            failureMessage={clearanceMessages.cancelFailed}
            texts={{
              button: t('cancellation.button'),
              named: t('cancellation.buttonNamed', { number: clearance.clearanceNumber }),
              title: t('cancellation.title', { number: clearance.clearanceNumber }),
              message: t('cancellation.message', { number: clearance.clearanceNumber, blNo: clearance.blNo }),
              confirm: t('cancellation.button'),
              done: t('cancellation.done', { number: clearance.clearanceNumber }),
            }}
          />
        ),
    },
  ];

  return (
    <ListPage
      title={t('list.title')}
      add={{ label: t('list.add'), to: clearancePaths.new() }}
      search={t('list.search')}
      list={list}
      result={clearances}
      columns={columns}
      rowKey={(clearance) => clearance.id}
      empty={t('list.empty')}
      fetchFailed={clearanceMessages.failedToFetch}
      cards
    />
  );
}
