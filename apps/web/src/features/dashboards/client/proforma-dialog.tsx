import { Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { InvoiceLine } from '@portside/contracts/billing';
import { type ClientItem, type Proforma, pickUpDaysAhead } from '@portside/contracts/client-portal';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportResult } from '../../../components/report-result';
import { useFormatDate } from '../../../lib/format-date';
import { useFormatNumber } from '../../../lib/format-number';
import { useFormatMoney } from '../../../lib/money';
import { useProforma } from './api/get-proforma';

type ProformaDialogProps = { item: ClientItem | null; onClose: () => void };

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** `day` (YYYY-MM-DD) and `count` days after it. */
const daysAfter = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/**
 * Beyond the spec: what a BL costs to take out on a day the consignee picks (today to start with): its handling while
 * not billed, at the tariffs in force, and its storage in our yard to that day (docs/domain.md "Client portal: storage").
 */
export function ProformaDialog({ item, onClose }: ProformaDialogProps) {
  const { t } = useTranslation('client');
  const [toDay, setToDay] = useState<string | null>(null);
  const proforma = useProforma(item?.id ?? 0, toDay, { enabled: item !== null });
  const close = () => {
    setToDay(null);
    onClose();
  };
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={t('proforma.title', { blNo: item?.blNo ?? '' })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('proforma.close') }}
    >
      <Stack>
        {item && (
          <ReportResult result={proforma} failed={t('failures.proforma')}>
            {(answer) => (
              <ProformaFigures proforma={answer} onToDay={(day) => setToDay(day === answer.asOf ? null : day)} />
            )}
          </ReportResult>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('proforma.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A table of lines with the totals under them, named `label`. */
function ChargesTable({
  label,
  headers,
  rows,
  totals,
}: {
  label: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  totals: { key: string; label: string; amount: string; strong?: boolean }[];
}) {
  const formatMoney = useFormatMoney();
  return (
    // Narrow enough for a phone: its cells wrap rather than push the amounts off the screen.
    <Table.ScrollContainer minWidth={300}>
      <Table withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, index) => (
              <Table.Th key={header} ta={index === 0 ? undefined : 'end'}>
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are its columns, in order.
                <Table.Td key={index} ta={index === 0 ? undefined : 'end'}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {totals.map((row) => (
            <Table.Tr key={row.key} fw={row.strong ? 700 : undefined}>
              <Table.Th colSpan={headers.length - 1} ta="end" scope="row">
                {row.label}
              </Table.Th>
              <Table.Td ta="end">{formatMoney(row.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function ProformaFigures({ proforma, onToDay }: { proforma: Proforma; onToDay: (day: string) => void }) {
  const { t } = useTranslation('client');
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  return (
    <Stack gap="sm">
      {proforma.storage && (
        <TextInput
          type="date"
          label={t('proforma.pickUpDay')}
          description={t('proforma.pickUpHint')}
          defaultValue={proforma.toDay}
          min={proforma.asOf}
          max={daysAfter(proforma.asOf, pickUpDaysAhead)}
          onChange={(event) => isDay(event.currentTarget.value) && onToDay(event.currentTarget.value)}
        />
      )}
      {proforma.handling ? (
        <HandlingFigures handling={proforma.handling} asOf={proforma.asOf} />
      ) : (
        <Text size="sm">
          {proforma.handlingDue === '0.00'
            ? t('proforma.handlingPaid')
            : t('proforma.handlingDue', { amount: formatMoney(proforma.handlingDue) })}
        </Text>
      )}
      {proforma.storage && <StorageFigures storage={proforma.storage} />}
      {proforma.storage && (
        <Text fw={700} role="status">
          {t('proforma.toPay', { day: formatDate(proforma.toDay), amount: formatMoney(proforma.total) })}
        </Text>
      )}
    </Stack>
  );
}

function HandlingFigures({ handling, asOf }: { handling: NonNullable<Proforma['handling']>; asOf: string }) {
  const { t } = useTranslation('client');
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const format = useFormatNumber();
  const quantity = (line: InvoiceLine) =>
    t(`proforma.units.${line.basis}`, { quantity: format.tonnes(Number(line.quantity)) });
  return (
    <Stack gap="xs">
      <Text size="sm">{t('proforma.asOf', { day: formatDate(asOf) })}</Text>
      <ChargesTable
        label={t('proforma.lines')}
        headers={[t('proforma.service'), t('proforma.quantity'), t('proforma.rate'), t('proforma.amount')]}
        rows={handling.lines.map((line) => ({
          key: line.category,
          cells: [
            t(`proforma.categories.${line.category}`),
            quantity(line),
            formatMoney(line.unitRate),
            formatMoney(line.amount),
          ],
        }))}
        totals={[
          { key: 'net', label: t('proforma.net'), amount: handling.net },
          {
            key: 'vat',
            label: t('proforma.vat', { percent: format.percent(Number(handling.vatPercent)) }),
            amount: handling.vat,
          },
          { key: 'total', label: t('proforma.total'), amount: handling.total, strong: true },
        ]}
      />
    </Stack>
  );
}

/** Storage to the pick-up day: after the days its storage invoices bill, day lines, and those invoices not paid. */
function StorageFigures({ storage }: { storage: NonNullable<Proforma['storage']> }) {
  const { t } = useTranslation('client');
  const { t: shell } = useTranslation();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const format = useFormatNumber();
  const { accrual } = storage;
  return (
    <Stack gap="xs" component="section" aria-labelledby="proforma-storage">
      <Title order={4} size="h5" id="proforma-storage">
        {t('proforma.storageTo', { day: formatDate(accrual.toDay) })}
      </Title>
      <Text size="sm">
        {t('proforma.stay', { count: accrual.daysInTerminal, days: format.count(accrual.daysInTerminal) })}{' '}
        {storage.billedTo
          ? t('proforma.chargedAfter', { count: accrual.chargeableDays })
          : accrual.chargeableDays > 0
            ? t('proforma.charged', { count: accrual.chargeableDays })
            : t('proforma.freeLeft', { count: accrual.freeDaysLeft })}
        {storage.billedTo && ` ${t('proforma.billedTo', { day: formatDate(storage.billedTo) })}`}
      </Text>
      {!accrual.priced && <Text size="sm">{shell('storage.notPriced')}</Text>}
      {accrual.lines.length > 0 && (
        <ChargesTable
          label={t('proforma.storageLines')}
          headers={[t('proforma.days'), t('proforma.quantity'), t('proforma.ratePerDay'), t('proforma.amount')]}
          rows={accrual.lines.map((line) => ({
            key: line.from,
            cells: [
              t('proforma.daysFromTo', { count: line.days, from: formatDate(line.from), to: formatDate(line.to) }),
              t(`proforma.units.${line.basis}`, { quantity: format.tonnes(Number(line.quantity)) }),
              formatMoney(line.ratePerDay),
              formatMoney(line.amount),
            ],
          }))}
          totals={[
            { key: 'net', label: t('proforma.net'), amount: accrual.netAmount },
            { key: 'vat', label: t('proforma.storageVat'), amount: accrual.vatAmount },
            { key: 'total', label: t('proforma.total'), amount: accrual.totalAmount, strong: true },
          ]}
        />
      )}
      {storage.unpaidInvoices !== '0.00' && (
        <Text size="sm">{t('proforma.unpaidStorage', { amount: formatMoney(storage.unpaidInvoices) })}</Text>
      )}
    </Stack>
  );
}
