import { Box, Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconForklift, IconShip, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authPaths } from '../../auth/paths';
import { PublicLayout } from '../components/public-layout';
import { SitePageText } from '../components/site-page-text';

const services = [
  { key: 'stevedoring', icon: IconShip },
  { key: 'arrastre', icon: IconForklift },
  { key: 'storage', icon: IconBuildingWarehouse },
  { key: 'visibility', icon: IconUserCircle },
] as const;

/** / for visitors: who the terminal is, the operator's own text of the home page, what it does, and the way in. */
export function PublicHomePage() {
  const { t } = useTranslation('homepage');
  return (
    <PublicLayout>
      <Box bg="var(--mantine-color-blue-light)" py={64}>
        <Container size="lg">
          <Stack maw={680} gap="md">
            <Text tt="uppercase" fw={600} c="blue" size="sm">
              {t('hero.eyebrow')}
            </Text>
            <Title order={1}>{t('hero.title')}</Title>
            <Text size="lg">{t('hero.intro')}</Text>
            <Box>
              <Button component={Link} to={authPaths.login()} size="md">
                {t('hero.cta')}
              </Button>
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" pt={48}>
        <SitePageText slug="home" />
      </Container>
      <Container size="lg" py={48}>
        <Title order={2} mb="lg">
          {t('services.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {services.map(({ key, icon: Icon }) => (
            <Card key={key} withBorder padding="lg" radius="md">
              <ThemeIcon size="lg" variant="light" mb="sm">
                <Icon size={20} />
              </ThemeIcon>
              <Text fw={600} mb={4}>
                {t(`services.${key}.title`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`services.${key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </PublicLayout>
  );
}
