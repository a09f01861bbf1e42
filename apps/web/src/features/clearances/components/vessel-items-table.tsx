import { Badge, Center, Input, Loader, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import { clearanceMessages, type VesselItem } from '@portside/contracts/clearances';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { useFormatNumber } from '../../../lib/format-number';
import { useVesselItems } from '../api/get-vessel-items';

/** A call holds up to a few hundred BLs: they are filtered and paged here, from the vessel's list read once. */
export const vesselItemsPageSize = 25;
const dash = '—';

/** The BLs whose number contains the search, ignoring case and the spaces around it. */
export function filterByBl(items: readonly VesselItem[], search: string): VesselItem[] {
  const typed = search.trim().toLocaleLowerCase();
  return typed ? items.filter((item) => item.blNo.toLocaleLowerCase().includes(typed)) : [...items];
}

type VesselItemsTableProps = {
  vesselId: number;
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
  const format = useFormatNumber();
  const items = useVesselItems(vesselId);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  if (items.isError) {
    return (
      <RetryAlert
        message={errorMessage(items.error, clearanceMessages.failedToFetchItems)}
        retrying={items.isFetching}
        onRetry={() => items.refetch()}
      />
    );
  }
  if (!items.data) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('form.loadingItems')} />
      </Center>
    );
  }
  const found = filterByBl(items.data, search);
  const pages = Math.max(1, Math.ceil(found.length / vesselItemsPageSize));
  const current = Math.min(page, pages);
  const visible = found.slice((current - 1) * vesselItemsPageSize, current * vesselItemsPageSize);
  const emptyText = items.data.length === 0 ? t('form.noItems') : t('form.noMatch');

  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('form.blSearch')}
        placeholder={t('form.blSearch')}
        description={t('form.blSearchHint')}
        leftSection={<IconSearch size={16} />}
        maw={360}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        onKeyDown={(event) => {
          // Enter (a scanner ends with it) must not submit the form: it chooses the one BL left that can be cleared.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const choosable = found.filter((item) => item.clearanceNumber === null);
          if (choosable.length === 1 && choosable[0]) onChoose(choosable[0]);
        }}
      />
      <Table.ScrollContainer minWidth={1200}>
        <Table withTableBorder verticalSpacing="xs" aria-label={t('form.items')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('form.choose')}</Table.Th>
              <Table.Th>{t('form.blNo')}</Table.Th>
              <Table.Th>{t('form.marksAndNumbers')}</Table.Th>
              <Table.Th>{t('form.shipper')}</Table.Th>
              <Table.Th>{t('form.consignee')}</Table.Th>
              <Table.Th ta="end">{t('form.noPackages')}</Table.Th>
              <Table.Th>{t('form.description')}</Table.Th>
              <Table.Th ta="end">{t('form.kg')}</Table.Th>
              <Table.Th ta="end">{t('form.cbm')}</Table.Th>
              <Table.Th>{t('form.stevedoring')}</Table.Th>
              <Table.Th>{t('form.arrastre')}</Table.Th>
              <Table.Th>{t('form.clearance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((item) => (
              <Table.Tr key={item.id} bg={item.id === chosenId ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Radio
                    name="bl"
                    checked={item.id === chosenId}
                    disabled={item.clearanceNumber !== null}
                    onChange={() => onChoose(item)}
                    aria-label={t('form.chooseBl', { blNo: item.blNo })}
                  />
                </Table.Td>
                <Table.Td fw={600}>{item.blNo}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-line' }}>{item.marksAndNumbers || dash}</Table.Td>
                <Table.Td>{item.shipper || dash}</Table.Td>
                <Table.Td>{item.consignee}</Table.Td>
                <Table.Td ta="end">{format.count(item.noPackages)}</Table.Td>
                <Table.Td>{item.description}</Table.Td>
                <Table.Td ta="end">{format.weight(item.grossWeight)}</Table.Td>
                <Table.Td ta="end">{format.cbm(item.cbmSo)}</Table.Td>
                <Table.Td>{item.stevedoring ?? dash}</Table.Td>
                <Table.Td>{item.arrastre ?? dash}</Table.Td>
                <Table.Td>
                  {item.clearanceNumber === null ? (
                    <Text size="sm" c="dimmed">
                      {t('form.notCleared')}
                    </Text>
                  ) : (
                    <Badge color="green" variant="light" tt="none">
                      {t('form.cleared', { clearanceNumber: item.clearanceNumber })}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
            {visible.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={12}>
                  <Text c="dimmed" ta="center">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager page={current} pages={pages} onChange={setPage} />
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
