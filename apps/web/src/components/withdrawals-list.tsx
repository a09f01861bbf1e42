import { Anchor, List, Stack, Text } from '@mantine/core';
import type { Withdrawal } from '@portside/contracts/tracking';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../lib/format-date';
import { useFormatNumber } from '../lib/format-number';

type WithdrawalsListProps = {
  withdrawals: readonly Withdrawal[];
  /** Where a release's gate pass is printed (the gate's screens); no link without it. */
  passPath?: (withdrawal: Withdrawal) => string;
  /** false in a table's cell, under the column's own heading. */
  titled?: boolean;
};

/** The trucks that took a BL's packages out, the first first: when, how many, the plate, the driver and the slip. */
export function WithdrawalsList({ withdrawals, passPath, titled = true }: WithdrawalsListProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const format = useFormatNumber();
  if (withdrawals.length === 0) return null;
  return (
    <Stack gap={4}>
      {titled && (
        <Text size="sm" fw={600}>
          {t('withdrawals.title')}
        </Text>
      )}
      <List size="sm" spacing={2}>
        {withdrawals.map((withdrawal) => (
          <List.Item key={withdrawal.id}>
            {t('withdrawals.line', {
              count: withdrawal.packages,
              time: formatDateTime(withdrawal.releasedAt),
              packages: format.count(withdrawal.packages),
              plate: withdrawal.plateNumber || '—',
              driver: withdrawal.driverName || '—',
              slip: withdrawal.slipNumber || '—',
            })}
            {passPath && (
              <>
                {' '}
                <Anchor component={Link} to={passPath(withdrawal)} size="sm">
                  {t('withdrawals.printPass')}
                </Anchor>
              </>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
