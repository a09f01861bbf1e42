import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../features/auth/api/get-me';
import { menuLinks } from '../navigation/menu';
import { useMenu } from '../shell/menu-context';
import { displayName } from '../shell/user-avatar';

/** /home: a welcome for any signed-in user and a card per page of the user's own menu. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const links = menuLinks(useMenu());
  if (!user) return null;
  return (
    <Stack>
      <div>
        <Title order={2}>{t('home.welcome', { name: displayName(user) })}</Title>
        {user.role && <Text c="dimmed">{t('home.signedInAs', { role: t(`roles.${user.role}`) })}</Text>}
      </div>
      <Title order={4}>{t('home.shortcuts')}</Title>
      {links.length === 0 && <Text c="dimmed">{t('home.noShortcuts')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {links.map((link) => (
          <Card key={link.path} component={Link} to={link.path} withBorder padding="lg" radius="md">
            <Text fw={600}>{t(`menu.${link.label}`)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
