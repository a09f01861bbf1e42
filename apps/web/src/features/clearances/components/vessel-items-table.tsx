import { Badge, Center, Input, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { clearanceMessages, type VesselItem } from '@portside/contracts/clearances';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemColumns } from '../../../components/item-columns';
import { ItemsTable } from '../../../components/items-table';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { filterByBl } from '../../../lib/vessels/filter-by-bl';
import { useVesselItems } from '../../../lib/vessels/get-vessel-items';

type VesselItemsTableProps = {
  /** None chosen yet: the search and the table wait for one, and a refusal of the missing BL shows under them. */
  vesselId: number | null;
  chosenId: number | undefined;
  onChoose: (item: VesselItem) => void;
  /** Why the form refused the choice (none made, or the server's refusal of it). */
  error: string;
};

/**
 * The chosen vessel's BLs (spec 2.5 create clearance): the BL search filters them, a row's radio chooses the BL to
 * clear; a BL already cleared shows its clearance and cannot be chosen.
 */
export function VesselItemsTable({ vesselId, chosenId, onChoose, error }: VesselItemsTableProps) {
  const { t } = useTranslation('clearance');
  const items = useVesselItems(vesselId);
  const [search, setSearch] = useState('');
  const columns = [
    {
      key: 'choose',
      header: t('form.choose'),
      cell: (item: VesselItem) => (
        <Radio
          name="bl"
          checked={item.id === chosenId}
          disabled={item.clearanceNumber !== null}
          onChange={() => onChoose(item)}
          aria-label={t('form.chooseBl', { blNo: item.blNo })}
        />
      ),
    },
    ...useItemColumns<VesselItem>((key) => t(`form.${key}`)),
    {
      key: 'clearance',
      header: t('form.clearance'),
      cell: (item: VesselItem) =>
        item.clearanceNumber === null ? (
          <Text size="sm" c="dimmed">
            {t('form.notCleared')}
          </Text>
        ) : (
          <Badge color="green" variant="light" tt="none">
            {t('form.cleared', { clearanceNumber: item.clearanceNumber })}
          </Badge>
        ),
    },
  ];

  if (items.isError) {
    return (
      <RetryAlert
        message={errorMessage(items.error, clearanceMessages.failedToFetchItems)}
        retrying={items.isFetching}
        onRetry={() => items.refetch()}
      />
    );
  }
  if (vesselId !== null && !items.data) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('form.loadingItems')} />
      </Center>
    );
  }
  const all = items.data ?? [];
  const found = filterByBl(all, search);
  const emptyText =
    vesselId === null ? t('form.chooseVesselFirst') : all.length === 0 ? t('form.noItems') : t('form.noMatch');

  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('form.blSearch')}
        placeholder={t('form.blSearch')}
        description={t('form.blSearchHint')}
        leftSection={<IconSearch size={16} />}
        maw={360}
        disabled={vesselId === null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter (a scanner ends with it) must not submit the form: it chooses the one BL left that can be cleared.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const choosable = found.filter((item) => item.clearanceNumber === null);
          if (choosable.length === 1 && choosable[0]) onChoose(choosable[0]);
        }}
      />
      <ItemsTable
        // A new search starts on the first page.
        key={search}
        label={t('form.items')}
        columns={columns}
        rows={found}
        rowKey={(item) => item.id}
        emptyText={emptyText}
        current={(item) => item.id === chosenId}
      />
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
