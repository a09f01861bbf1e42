import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { InvoiceLine } from '@portside/contracts/billing';
import type { ClientItem, Proforma } from '@portside/contracts/client-portal';
import { useTranslation } from 'react-i18next';
import { ReportResult } from '../../../components/report-result';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import { useFormatMoney } from '../../../lib/money';
import { useProforma } from './api/get-proforma';

type ProformaDialogProps = { item: ClientItem | null; onClose: () => void };

/** Beyond the spec: what billing a BL not billed yet would charge today, from the tariffs in force (docs/domain.md). */
export function ProformaDialog({ item, onClose }: ProformaDialogProps) {
  const { t } = useTranslation('client');
  const proforma = useProforma(item?.id ?? 0, { enabled: item !== null });
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={t('proforma.title', { blNo: item?.blNo ?? '' })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('proforma.close') }}
    >
      <Stack>
        {item && (
          <ReportResult result={proforma} failed={t('failures.proforma')}>
            {(answer) => <ProformaFigures proforma={answer} />}
          </ReportResult>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('proforma.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ProformaFigures({ proforma }: { proforma: Proforma }) {
  const { t } = useTranslation('client');
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const format = useFormatNumber();
  const quantity = (line: InvoiceLine) =>
    t(`proforma.units.${line.basis}`, { quantity: format.tonnes(Number(line.quantity)) });
  const totals = [
    { key: 'net', label: t('proforma.net'), amount: proforma.net },
    {
      key: 'vat',
      label: t('proforma.vat', { percent: format.percent(Number(proforma.vatPercent)) }),
      amount: proforma.vat,
    },
    { key: 'total', label: t('proforma.total'), amount: proforma.total },
  ];
  return (
    <Stack gap="sm">
      <Text size="sm">{t('proforma.asOf', { day: formatDate(proforma.asOf) })}</Text>
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder aria-label={t('proforma.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('proforma.service')}</Table.Th>
              <Table.Th ta="end">{t('proforma.quantity')}</Table.Th>
              <Table.Th ta="end">{t('proforma.rate')}</Table.Th>
              <Table.Th ta="end">{t('proforma.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {proforma.lines.map((line) => (
              <Table.Tr key={line.category}>
                <Table.Td>{t(`proforma.categories.${line.category}`)}</Table.Td>
                <Table.Td ta="end">{quantity(line)}</Table.Td>
                <Table.Td ta="end">{formatMoney(line.unitRate)}</Table.Td>
                <Table.Td ta="end">{formatMoney(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {totals.map((row) => (
              <Table.Tr key={row.key} fw={row.key === 'total' ? 700 : undefined}>
                <Table.Th colSpan={3} ta="end" scope="row">
                  {row.label}
                </Table.Th>
                <Table.Td ta="end">{formatMoney(row.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
