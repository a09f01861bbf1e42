import { Paper, Text, Title } from '@mantine/core';
import type { ClientProfile } from '@portside/contracts/client-portal';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date';

/** Spec 2.9's welcome banner: the greeting with the user's name, and whose cargo the page shows. */
export function WelcomeBanner({ profile, company }: { profile: ClientProfile; company: string }) {
  const { t } = useTranslation('client');
  const formatDate = useFormatDate();
  return (
    <Paper
      p="lg"
      radius="md"
      bg="blue.9"
      c="white"
      component="section"
      aria-label={t('welcome.greeting', { name: profile.name || profile.username })}
    >
      <Title order={3} c="white">
        {t('welcome.greeting', { name: profile.name || profile.username })}
      </Title>
      <Text mt={4}>{t('welcome.company', { company, day: formatDate(profile.today) })}</Text>
    </Paper>
  );
}
