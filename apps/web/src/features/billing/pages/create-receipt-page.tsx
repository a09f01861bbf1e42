import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UnpaidInvoice } from '@portside/contracts/billing';
import {
  officialReceiptMessages as messages,
  type OfficialReceiptDetail,
  receiptInvoicesMax,
} from '@portside/contracts/official-receipts';
import { IconCheck, IconPrinter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CreatePage } from '../../../components/create-page';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { errorMessage } from '../../../lib/api-error';
import { useMessage } from '../../../lib/messages';
import { useTerminalToday } from '../../../lib/time-zone';
import { useRevealOn } from '../../../lib/use-reveal';
import { useCreateOfficialReceipt } from '../api/create-official-receipt';
import { useWithholdingDefault } from '../api/receipt-withholding';
import { ReceiptPayments } from '../components/receipt-payments';
import { SelectedInvoices } from '../components/selected-invoices';
import { UnpaidInvoiceSearch } from '../components/unpaid-invoice-search';
import {
  type PaymentDraft,
  settlementBody,
  settlementFigures,
  type WithholdingDraft,
  type WithholdingDrafts,
} from '../model/receipt-settlement';
import { billingPaths } from '../paths';

type Outcome = { created: OfficialReceiptDetail } | { failed: string };

/**
 * Finance's landing page (spec 2.7, 4, 8): OR number, date issued (today on the terminal's clock), invoices without a
 * receipt added from a search, each once and at most `receiptInvoicesMax` (what one printed receipt lists), the tax the
 * payer withheld from each, and how it paid; Submit asks for confirmation, then records the receipt; success empties
 * the form and offers the printed receipt. Submitting with something missing, or payments that do not come to the
 * invoices less the tax withheld, says so and sends nothing.
 */
export function CreateReceiptPage() {
  const { t } = useTranslation('billing');
  const { t: common } = useTranslation();
  const translate = useMessage();
  const today = useTerminalToday();
  const [orNumber, setOrNumber] = useState('');
  const [dateIssued, setDateIssued] = useState(today);
  const [invoices, setInvoices] = useState<UnpaidInvoice[]>([]);
  // An invoice of another payer than the first one's, refused when it was added (a receipt is one payer's).
  const [otherPayer, setOtherPayer] = useState<UnpaidInvoice | null>(null);
  const [payments, setPayments] = useState<PaymentDraft[]>([]);
  const [withholdings, setWithholdings] = useState<WithholdingDrafts>({});
  const [missing, setMissing] = useState(false);
  // The payments named do not come to the invoices less the tax withheld: said before anything is sent.
  const [unbalanced, setUnbalanced] = useState(false);
  const defaultPercent = useWithholdingDefault().data?.percent ?? '';
  const figures = useMemo(
    () => settlementFigures(invoices, withholdings, payments),
    [invoices, withholdings, payments],
  );
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const create = useCreateOfficialReceipt();
  const guard = useUnsavedChangesGuard(orNumber.trim() !== '' || invoices.length > 0 || payments.length > 0);
  const alertRef = useRevealOn<HTMLDivElement>(outcome ?? (missing || unbalanced || null));

  const reset = () => {
    setOrNumber('');
    setDateIssued(today());
    setInvoices([]);
    setPayments([]);
    setWithholdings({});
    setOtherPayer(null);
    setMissing(false);
    setUnbalanced(false);
  };
  const withhold = (id: number, draft: WithholdingDraft | null) =>
    setWithholdings(({ [id]: _, ...others }) => (draft ? { ...others, [id]: draft } : others));
  const full = invoices.length >= receiptInvoicesMax;
  const add = (invoice: UnpaidInvoice) => {
    const [first] = invoices;
    if (first && first.payer.key !== invoice.payer.key) {
      setOtherPayer(invoice);
      return;
    }
    setOtherPayer(null);
    setInvoices((current) =>
      current.length >= receiptInvoicesMax || current.some((chosen) => chosen.id === invoice.id)
        ? current
        : [...current, invoice],
    );
    setMissing(false);
  };
  const submit = () => {
    setOutcome(null);
    const complete = orNumber.trim() !== '' && dateIssued !== '' && invoices.length > 0 && payments.length > 0;
    setMissing(!complete);
    setUnbalanced(complete && !figures.balanced);
    if (complete && figures.balanced) setConfirming(true);
  };
  const confirm = async () => {
    try {
      const created = await create.mutateAsync({
        orNumber,
        dateIssued,
        billingInvoiceIds: invoices.map((invoice) => invoice.id),
        ...settlementBody(invoices, withholdings, payments),
      });
      reset();
      setOutcome({ created });
    } catch (error) {
      const reason = errorMessage(error, '');
      setOutcome({ failed: [messages.failedToCreate, reason].filter(Boolean).join('\n') });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <CreatePage title={t('receiptForm.title')} wide>
      <Stack>
        <div ref={alertRef}>
          {missing && (
            <Alert color="yellow" role="alert">
              {translate(messages.fillRequired)}
            </Alert>
          )}
          {unbalanced && (
            <Alert color="yellow" role="alert">
              {t('messages.paymentsDoNotBalance', { received: figures.received, due: figures.due })}
            </Alert>
          )}
          {outcome && 'created' in outcome && (
            <Alert color="green" icon={<IconCheck size={18} />} role="status">
              <Group justify="space-between">
                {translate(messages.created)}
                <Button
                  component={Link}
                  to={billingPaths.printReceipt({ receiptId: outcome.created.id })}
                  size="xs"
                  variant="light"
                  leftSection={<IconPrinter size={14} />}
                >
                  {t('receiptForm.printReceipt', { orNumber: outcome.created.orNumber })}
                </Button>
              </Group>
            </Alert>
          )}
          {outcome && 'failed' in outcome && <FormErrorBanner message={outcome.failed} />}
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('receiptForm.orNumber')}
            required
            maxLength={60}
            value={orNumber}
            onChange={(event) => setOrNumber(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('receiptForm.dateIssued')}
            required
            maw={220}
            max={today()}
            value={dateIssued}
            onChange={(event) => setDateIssued(event.currentTarget.value)}
          />
        </SimpleGrid>
        <UnpaidInvoiceSearch selectedIds={new Set(invoices.map((invoice) => invoice.id))} onAdd={add} full={full} />
        {otherPayer && (
          <Alert color="yellow" role="alert">
            {t('messages.mixedPayers', { invoiceNumber: otherPayer.invoiceNumber })}{' '}
            {t('receiptForm.payerOfReceipt', { payer: invoices[0]?.payer.name ?? '', other: otherPayer.payer.name })}
          </Alert>
        )}
        <SelectedInvoices
          invoices={invoices}
          onRemove={(id) => {
            setOtherPayer(null);
            setInvoices((current) => current.filter((invoice) => invoice.id !== id));
            withhold(id, null);
          }}
          withholdings={withholdings}
          onWithholding={withhold}
          defaultPercent={defaultPercent}
        />
        <ReceiptPayments payments={payments} onChange={setPayments} figures={figures} dateIssued={dateIssued} />
        <Group>
          <Button variant="default" onClick={reset}>
            {t('receiptForm.reset')}
          </Button>
          <Button onClick={submit}>{common('common.submit')}</Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('receiptForm.confirmTitle')}
        message={t('receiptForm.confirmMessage', { orNumber: orNumber.trim(), count: invoices.length })}
        cancelLabel={common('common.cancel')}
        confirmLabel={common('common.submit')}
        loading={create.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
      {guard.dialog}
    </CreatePage>
  );
}
