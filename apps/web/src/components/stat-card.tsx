import { Card, Skeleton, Text } from '@mantine/core';

/** `more`: the count stopped at `value` and there are more (a capped list total: "10,021+"). */
type StatCardProps = { label: string; value: number | undefined; more?: boolean };

/** A count on a card; a skeleton while it loads. */
export function StatCard({ label, value, more = false }: StatCardProps) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={32} mt="xs" width="40%" />
      ) : (
        <Text fw={700} fz={28}>
          {value.toLocaleString()}
          {more && '+'}
        </Text>
      )}
    </Card>
  );
}
