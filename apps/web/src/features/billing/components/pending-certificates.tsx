import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { type OfficialReceiptDetail, officialReceiptMessages } from '@portside/contracts/official-receipts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { errorMessage } from '../../../lib/api-error';
import { useRecordCertificate } from '../api/receipt-withholding';

/**
 * The BIR Forms 2307 a standing receipt still waits for: each pending one recorded, once, when the payer sends it
 * (POST /official-receipts/{id}/certificates); the printed receipt shows it at once.
 */
export function PendingCertificates({ receipt }: { receipt: OfficialReceiptDetail }) {
  const { t } = useTranslation('billing');
  const record = useRecordCertificate(receipt.id);
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = receipt.withholdings.filter((withholding) => withholding.certificateNumber === null);
  if (receipt.cancellation || pending.length === 0) return null;
  const save = async (billingInvoiceId: number) => {
    setFailure(null);
    try {
      await record.mutateAsync({ billingInvoiceId, certificateNumber: numbers[billingInvoiceId] ?? '' });
    } catch (error) {
      setFailure([officialReceiptMessages.certificateFailed, errorMessage(error, '')].filter(Boolean).join('\n'));
    }
  };
  return (
    <Fieldset legend={t('certificates.title')} maw={640}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('certificates.help')}
        </Text>
        <FormErrorBanner message={failure} />
        {pending.map(({ invoiceId, invoiceNumber }) => (
          <Group key={invoiceId} align="flex-end">
            <TextInput
              label={t('certificates.number', { invoiceNumber })}
              maxLength={60}
              value={numbers[invoiceId] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setNumbers((current) => ({ ...current, [invoiceId]: value }));
              }}
            />
            <Button loading={record.isPending} onClick={() => save(invoiceId)}>
              {t('certificates.record')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Fieldset>
  );
}
