import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { type PaymentMethod, paymentMethods, receiptPaymentsMax } from '@portside/contracts/official-receipts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/money';
import type { PaymentDraft, settlementFigures } from '../model/receipt-settlement';

type Props = {
  payments: readonly PaymentDraft[];
  onChange: (payments: PaymentDraft[]) => void;
  figures: ReturnType<typeof settlementFigures>;
  /** The receipt's date: a cheque dated after it cannot pay it. */
  dateIssued: string;
};

let nextKey = 0;
/** A new payment of `method` for what is still to be covered (blank when nothing is). */
export function newPayment(method: PaymentMethod, remaining: string): PaymentDraft {
  const amount = remaining.startsWith('-') || remaining === '0.00' ? '' : remaining;
  return { key: ++nextKey, method, amount, bank: '', chequeNumber: '', chequeDate: '', reference: '' };
}

/**
 * How the payer paid: one or more payments (cash; a cheque with its bank, number and date; a bank transfer with its
 * reference), each added for what is still to be covered; and the receipt's figures under them, so that the cashier
 * sees the payments come to the invoices less the tax withheld before Submit.
 */
export function ReceiptPayments({ payments, onChange, figures, dateIssued }: Props) {
  const { t } = useTranslation('billing');
  const formatMoney = useFormatMoney();
  const change = (key: number, fields: Partial<PaymentDraft>) =>
    onChange(payments.map((payment) => (payment.key === key ? { ...payment, ...fields } : payment)));
  const methods = paymentMethods.map((method) => ({ value: method, label: t(`receiptForm.methods.${method}`) }));
  const full = payments.length >= receiptPaymentsMax;
  const remaining = figures.remaining.startsWith('-');
  return (
    <Fieldset legend={t('receiptForm.payments')}>
      <Stack>
        {payments.length === 0 && <Text c="dimmed">{t('receiptForm.noPayment')}</Text>}
        {payments.map((payment, index) => {
          const line = index + 1;
          return (
            <Paper key={payment.key} withBorder p="sm" role="group" aria-label={t('receiptForm.paymentLine', { line })}>
              <Group align="flex-end" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} style={{ flex: 1 }}>
                  <Select
                    label={t('receiptForm.method')}
                    data={methods}
                    allowDeselect={false}
                    value={payment.method}
                    onChange={(method) => method && change(payment.key, { method: method as PaymentMethod })}
                  />
                  <TextInput
                    label={t('receiptForm.paymentAmount')}
                    inputMode="decimal"
                    maxLength={16}
                    required
                    value={payment.amount}
                    onChange={(event) => change(payment.key, { amount: event.currentTarget.value })}
                  />
                  {payment.method === 'cheque' && (
                    <>
                      <TextInput
                        label={t('receiptForm.bank')}
                        required
                        maxLength={60}
                        value={payment.bank}
                        onChange={(event) => change(payment.key, { bank: event.currentTarget.value })}
                      />
                      <TextInput
                        label={t('receiptForm.chequeNumber')}
                        required
                        maxLength={60}
                        value={payment.chequeNumber}
                        onChange={(event) => change(payment.key, { chequeNumber: event.currentTarget.value })}
                      />
                      <TextInput
                        type="date"
                        label={t('receiptForm.chequeDate')}
                        required
                        max={dateIssued}
                        value={payment.chequeDate}
                        onChange={(event) => change(payment.key, { chequeDate: event.currentTarget.value })}
                      />
                    </>
                  )}
                  {payment.method === 'bankTransfer' && (
                    <>
                      <TextInput
                        label={t('receiptForm.reference')}
                        required
                        maxLength={60}
                        value={payment.reference}
                        onChange={(event) => change(payment.key, { reference: event.currentTarget.value })}
                      />
                      <TextInput
                        label={t('receiptForm.transferBank')}
                        maxLength={60}
                        value={payment.bank}
                        onChange={(event) => change(payment.key, { bank: event.currentTarget.value })}
                      />
                    </>
                  )}
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={t('receiptForm.removePayment', { line })}
                  onClick={() => onChange(payments.filter((other) => other.key !== payment.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
        <Group gap="xs">
          {paymentMethods.map((method) => (
            <Button
              key={method}
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              disabled={full}
              onClick={() => onChange([...payments, newPayment(method, figures.remaining)])}
            >
              {t(`receiptForm.addPayment.${method}`)}
            </Button>
          ))}
        </Group>
        <Table withTableBorder maw={480} aria-label={t('receiptForm.figures')}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{t('receiptForm.invoicesTotal')}</Table.Th>
              <Table.Td ta="end">{formatMoney(figures.total)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('receiptForm.lessWithheld')}</Table.Th>
              <Table.Td ta="end">{formatMoney(figures.withheld)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('receiptForm.amountDue')}</Table.Th>
              <Table.Td ta="end" fw={700}>
                {formatMoney(figures.due)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('receiptForm.paymentsTotal')}</Table.Th>
              <Table.Td ta="end">{formatMoney(figures.received)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{remaining ? t('receiptForm.overpaid') : t('receiptForm.toCover')}</Table.Th>
              <Table.Td ta="end" fw={700} c={figures.balanced ? 'green' : 'red'}>
                {formatMoney(figures.remaining.replace('-', ''))}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Fieldset>
  );
}
