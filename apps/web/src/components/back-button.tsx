import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back from a page to the list (or page) it was opened from. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {children}
    </Button>
  );
}
