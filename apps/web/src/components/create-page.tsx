import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one layout of a create screen: its title, then its form in a column of readable width. */
export function CreatePage({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <Stack maw={wide ? 960 : 480}>
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}
