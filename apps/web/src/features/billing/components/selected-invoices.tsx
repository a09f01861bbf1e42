import { ActionIcon, Checkbox, Fieldset, Group, Table, Text, TextInput } from '@mantine/core';
import type { UnpaidInvoice } from '@portside/contracts/billing';
import { decimal } from '@portside/contracts/money';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date';
import { sumAmounts, useFormatMoney } from '../../../lib/money';
import { type WithholdingDraft, type WithholdingDrafts, withheldOf } from '../model/receipt-settlement';

type Props = {
  invoices: readonly UnpaidInvoice[];
  onRemove: (id: number) => void;
  withholdings: WithholdingDrafts;
  /** Marks (a draft) or unmarks (null) the tax the payer withheld from an invoice. */
  onWithholding: (id: number, draft: WithholdingDraft | null) => void;
  /** The rate a new withholding starts with (the settings'), in percent. */
  defaultPercent: string;
};

/**
 * The invoices the receipt will settle, each removable (first, beside its number), and the tax the payer withheld
 * from each (its rate on the net, the 2307's number or pending), with the totals.
 */
export function SelectedInvoices({ invoices, onRemove, withholdings, onWithholding, defaultPercent }: Props) {
  const { t } = useTranslation('billing');
  const { t: common } = useTranslation();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const withheld = invoices.map((invoice) => decimal(withheldOf(invoice, withholdings[invoice.id]), 2));
  return (
    <Fieldset legend={t('receiptForm.selectedInvoices')}>
      {invoices.length === 0 ? (
        <Text c="dimmed">{t('receiptForm.noneSelected')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table withTableBorder aria-label={t('receiptForm.selectedInvoices')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{common('common.actions')}</Table.Th>
                <Table.Th>{t('receiptForm.invoiceNumber')}</Table.Th>
                <Table.Th>{t('receiptForm.consignee')}</Table.Th>
                <Table.Th>{t('receiptForm.billingDate')}</Table.Th>
                <Table.Th ta="end">{t('receiptForm.amount')}</Table.Th>
                <Table.Th>{t('receiptForm.taxWithheld')}</Table.Th>
                <Table.Th ta="end">{t('receiptForm.withheldAmount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice, index) => {
                const draft = withholdings[invoice.id];
                const { invoiceNumber } = invoice;
                return (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('receiptForm.removeInvoice', { invoiceNumber })}
                        onClick={() => onRemove(invoice.id)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoiceNumber}</Table.Td>
                    <Table.Td>{invoice.consignee}</Table.Td>
                    <Table.Td>{formatDate(invoice.billingDate)}</Table.Td>
                    <Table.Td ta="end">{formatMoney(invoice.totalAmount)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Checkbox
                          aria-label={t('receiptForm.withheldFrom', { invoiceNumber })}
                          checked={draft !== undefined}
                          onChange={(event) =>
                            onWithholding(
                              invoice.id,
                              event.currentTarget.checked ? { percent: defaultPercent, certificateNumber: '' } : null,
                            )
                          }
                        />
                        {draft && (
                          <>
                            <TextInput
                              aria-label={t('receiptForm.withholdingPercent', { invoiceNumber })}
                              w={90}
                              size="xs"
                              inputMode="decimal"
                              maxLength={5}
                              rightSection="%"
                              value={draft.percent}
                              onChange={(event) =>
                                onWithholding(invoice.id, { ...draft, percent: event.currentTarget.value })
                              }
                            />
                            <TextInput
                              aria-label={t('receiptForm.certificateNumber', { invoiceNumber })}
                              placeholder={t('receiptForm.certificatePending')}
                              w={150}
                              size="xs"
                              maxLength={60}
                              value={draft.certificateNumber}
                              onChange={(event) =>
                                onWithholding(invoice.id, { ...draft, certificateNumber: event.currentTarget.value })
                              }
                            />
                          </>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="end">{draft ? formatMoney(withheld[index] ?? '0.00') : '—'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>{t('receiptForm.total')}</Table.Th>
                <Table.Th ta="end">{formatMoney(sumAmounts(invoices.map((invoice) => invoice.totalAmount)))}</Table.Th>
                <Table.Th />
                <Table.Th ta="end">{formatMoney(sumAmounts(withheld))}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Fieldset>
  );
}
