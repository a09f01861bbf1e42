import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BillingInvoiceDetail } from '@portside/contracts/billing';
import { creditMemoBodySchema, creditMemoMessages } from '@portside/contracts/credit-memos';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { applyServerError } from '../../../lib/form-errors';
import { useMessage } from '../../../lib/messages';
import { useFormatMoney } from '../../../lib/money';
import { useTerminalToday } from '../../../lib/time-zone';
import { useIssueCreditMemo } from '../api/credit-memos';
import { billingPaths } from '../paths';

const schema = creditMemoBodySchema.omit({ billingInvoiceId: true });
type Values = z.input<typeof schema>;
const fields = ['amount', 'memoDate', 'reason'] as const;

/**
 * Credit memo on a paid invoice's page: the amount to credit (VAT included, at most what remains of the invoice), the
 * memo's date (today on the terminal's clock) and why, asked in a dialog; once issued, its printed page opens.
 */
export function IssueCreditMemo({ invoice }: { invoice: BillingInvoiceDetail }) {
  const { t } = useTranslation('billing');
  const { t: common } = useTranslation();
  const translate = useMessage();
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const issue = useIssueCreditMemo();
  const [opened, setOpened] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const today = useTerminalToday();
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema) });

  const open = () => {
    form.reset({ amount: '', memoDate: today(), reason: '' });
    setBanner(null);
    setOpened(true);
  };
  const send = form.handleSubmit((values) =>
    issue.mutate(
      { ...values, billingInvoiceId: invoice.id },
      {
        onSuccess: (memo) => {
          setOpened(false);
          notifications.show({ color: 'green', message: t('memo.issued', { memoNumber: memo.memoNumber }) });
          navigate(billingPaths.printCreditMemo({ memoId: memo.id }));
        },
        onError: (error) => setBanner(applyServerError(error, form.setError, fields, creditMemoMessages.failedToIssue)),
      },
    ),
  );
  const error = (field: (typeof fields)[number]) => translate(form.formState.errors[field]?.message);

  return (
    <>
      <Button variant="light" leftSection={<IconReceiptRefund size={18} />} onClick={open}>
        {t('memo.issue')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('memo.title', { invoiceNumber: invoice.invoiceNumber })}
        centered
        closeButtonProps={{ 'aria-label': common('common.close') }}
      >
        <form onSubmit={send} noValidate>
          <Stack gap="sm">
            <FormErrorBanner message={banner} />
            <Text size="sm">
              {t('memo.remaining', {
                total: formatMoney(invoice.totalAmount),
                remaining: formatMoney(invoice.remainingAmount),
              })}
            </Text>
            <TextInput
              label={t('memo.amount')}
              description={t('memo.amountHint')}
              required
              inputMode="decimal"
              maxLength={16}
              data-autofocus
              error={error('amount')}
              {...form.register('amount')}
            />
            <TextInput
              type="date"
              label={t('memo.memoDate')}
              required
              maw={220}
              max={today()}
              error={error('memoDate')}
              {...form.register('memoDate')}
            />
            <Textarea
              label={t('memo.reason')}
              description={t('memo.reasonHint')}
              required
              minRows={3}
              maxLength={500}
              error={error('reason')}
              {...form.register('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {common('reason.dismiss')}
              </Button>
              <Button type="submit" loading={issue.isPending}>
                {t('memo.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
