import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A read-only value under its label: a term and its definition, inside a `dl`. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
