import { Button, Group, Title, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A drill-down's heading: Back (its arrow pointing back in the reading direction), the title and what follows it. */
export function DrillHeader({ title, onBack, children }: { title: string; onBack: () => void; children?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const Arrow = useDirection().dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Group gap="sm">
      <Button variant="default" leftSection={<Arrow size={16} aria-hidden />} onClick={onBack}>
        {t('competitors.drill.back')}
      </Button>
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Group>
  );
}
