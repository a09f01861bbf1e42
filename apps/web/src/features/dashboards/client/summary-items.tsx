import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClientSummary } from '@portside/contracts/client-portal';
import { useTranslation } from 'react-i18next';
import { DashboardPanel, QueryState } from '../../../components/dashboard-panel';
import { paymentTextColours } from '../../../lib/chart-rules';
import { useFormatNumber } from '../../../lib/format-number';
import { useFormatMoney } from '../../../lib/money';
import { useClientSummary } from './api/get-client-summary';

/** One summary item: its name, its figure, and a line under it. */
function SummaryItem({
  label,
  value,
  notes = [],
  colour,
}: {
  label: string;
  value: string;
  notes?: string[];
  colour?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={2}>
        <Text size="sm" fw={600} c={colour}>
          {label}
        </Text>
        <Text fw={700} fz={24}>
          {value}
        </Text>
        {notes.map((note) => (
          <Text key={note} size="sm">
            {note}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** The summary items of the year's arrivals (GET /client/summary): BLs, CBM, paid, payable with its amount due, not billed, in the terminal. */
export function SummaryItems({ year }: { year: number }) {
  const { t } = useTranslation('client');
  const summary = useClientSummary(year);
  return (
    <DashboardPanel title={t('summary.title', { year })}>
      <QueryState
        query={summary}
        failed={t('failures.summary')}
        empty={t('summary.empty', { year })}
        isEmpty={(answer) => answer.bls === 0}
      >
        {(answer) => <SummaryFigures summary={answer} />}
      </QueryState>
    </DashboardPanel>
  );
}

function SummaryFigures({ summary }: { summary: ClientSummary }) {
  const { t } = useTranslation('client');
  const format = useFormatNumber();
  const formatMoney = useFormatMoney();
  const bls = (count: number) => t('summary.blsCount', { count, bls: format.count(count) });
  const cbm = (value: number) => t('summary.cbmValue', { cbm: format.cbm(value) });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      <SummaryItem
        label={t('summary.bls')}
        value={format.count(summary.bls)}
        notes={[t('summary.packages', { count: summary.packages, packages: format.count(summary.packages) })]}
      />
      <SummaryItem label={t('summary.cbm')} value={format.cbm(summary.cbm)} />
      <SummaryItem
        label={t('summary.paid')}
        colour={paymentTextColours.paid}
        value={bls(summary.paid.bls)}
        notes={[cbm(summary.paid.cbm)]}
      />
      <SummaryItem
        label={t('summary.payable')}
        colour={paymentTextColours.payable}
        value={bls(summary.payable.bls)}
        notes={[cbm(summary.payable.cbm), t('summary.amountDue', { amount: formatMoney(summary.payable.amountDue) })]}
      />
      <SummaryItem
        label={t('summary.notBilled')}
        colour={paymentTextColours.notBilled}
        value={bls(summary.notBilled.bls)}
        notes={[cbm(summary.notBilled.cbm)]}
      />
      <SummaryItem
        label={t('summary.inTerminal')}
        value={bls(summary.inTerminal)}
        notes={[t('summary.inTerminalNote')]}
      />
    </SimpleGrid>
  );
}
