import { Card, Skeleton, Text } from '@mantine/core';

type StatCardProps = { label: string; value: number | undefined };

/** A count on a card; a skeleton while it loads. */
export function StatCard({ label, value }: StatCardProps) {
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
        </Text>
      )}
    </Card>
  );
}
