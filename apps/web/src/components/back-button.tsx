import { Button, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back from a page to the list (or page) it was opened from; its arrow points back in the reading direction. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  const Arrow = useDirection().dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Button component={Link} to={to} variant="default" leftSection={<Arrow size={16} aria-hidden />}>
      {children}
    </Button>
  );
}
