import { type CargoHandler, cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { ListFilter } from '../../../components/list-filter';
import { RegistryPage } from '../../../components/registry-page';
import { useRegistryTexts } from '../../../components/registry-texts';
import { useListState } from '../../../lib/use-list-state';
import { cargoHandlersApi } from '../api/cargo-handlers-api';
import { CargoHandlerFormModal } from '../components/cargo-handler-form-modal';

const messages = { fetchFailed: 'Failed to fetch cargo handlers', deleteFailed: 'Failed to delete the cargo handler.' };

/** Admin: stevedoring and arrastre operators (ours and competitors), searched and filtered by type. */
export function CargoHandlersPage() {
  const { t } = useTranslation();
  const texts = useRegistryTexts<CargoHandler>('cargoHandlers', (row) => row.name, messages);
  const list = useListState({
    pageSize: 20,
    sort: { keys: ['name', 'type'], key: 'name', order: 'asc' },
    filters: ['type'],
  });
  const type = cargoHandlerTypes.find((value) => value === list.filters.type);
  const rows = cargoHandlersApi.useList({ ...list.query, type });
  const remove = cargoHandlersApi.useDelete();

  const columns: Column<CargoHandler>[] = [
    { key: 'name', header: t('cargoHandlers.name'), sortKey: 'name', render: (row) => row.name },
    {
      key: 'type',
      header: t('cargoHandlers.type'),
      sortKey: 'type',
      render: (row) => t(`cargoHandlers.types.${row.type}`),
    },
  ];

  return (
    <RegistryPage
      texts={texts}
      columns={columns}
      list={list}
      result={rows}
      remove={remove}
      filters={
        <ListFilter
          label={t('cargoHandlers.type')}
          value={type}
          values={cargoHandlerTypes}
          allLabel={t('cargoHandlers.types.all')}
          labelOf={(value) => t(`cargoHandlers.types.${value}`)}
          onChange={(value) => list.setFilters({ type: value })}
        />
      }
      form={(props) => <CargoHandlerFormModal {...props} title={props.row ? texts.editTitle : texts.addTitle} />}
    />
  );
}
