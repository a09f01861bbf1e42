import type { ShippingLine } from '@portside/contracts/shipping-lines';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { RegistryPage } from '../../../components/registry-page';
import { useRegistryTexts } from '../../../components/registry-texts';
import { useFormatDateTime } from '../../../lib/format-date';
import { useListState } from '../../../lib/use-list-state';
import { useShippingLines } from '../api/get-shipping-lines';
import { shippingLinesApi } from '../api/shipping-lines-api';
import { ShippingLineFormModal } from '../components/shipping-line-form-modal';
import { shippingPaths } from '../paths';

const messages = {
  fetchFailed: 'Failed to fetch shipping lines. Please try again later.',
  deleteFailed: 'Failed to delete the shipping line.',
};

/**
 * Commercial: the shipping lines (spec 2.5), searched by name, sortable by name and creation, paged by the server;
 * each corrected in a dialog or deleted while nothing refers to it (issue 25).
 */
export function ShippingLinesPage() {
  const { t } = useTranslation('commercial');
  const formatDateTime = useFormatDateTime();
  const texts = useRegistryTexts<ShippingLine>(
    { ns: 'commercial', section: 'shippingLines' },
    (line) => line.name,
    messages,
  );
  const list = useListState({ pageSize: 20, sort: { keys: ['name', 'createdAt'], key: 'name', order: 'asc' } });
  const lines = useShippingLines(list.query);
  const remove = shippingLinesApi.useDelete();

  const columns: Column<ShippingLine>[] = [
    { key: 'name', header: t('shippingLines.name'), sortKey: 'name', render: (line) => line.name },
    {
      key: 'createdAt',
      header: t('shippingLines.createdAt'),
      sortKey: 'createdAt',
      render: (line) => formatDateTime(line.createdAt),
    },
  ];

  return (
    <RegistryPage
      idOf={(line) => line.slId}
      texts={texts}
      columns={columns}
      list={list}
      result={lines}
      remove={remove}
      add={{ to: shippingPaths.newLine() }}
      form={(props) => <ShippingLineFormModal {...props} title={texts.editTitle} />}
    />
  );
}
