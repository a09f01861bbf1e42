import { Box, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicHeader } from '../../../components/public-header';
import { authPaths } from '../../auth/paths';
import { PublicNav, PublicNavBurger } from './public-nav';

/**
 * The frame of every page of the public site: the header (brand, language, the way in to sign in and, on a phone,
 * the burger of the links' drawer), spec 2.9's links, the page, the footer.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('homepage');
  const [drawer, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <PublicHeader
        action={
          <Group gap="sm" wrap="nowrap">
            <Button component={Link} to={authPaths.login()}>
              {t('nav.signIn')}
            </Button>
            <PublicNavBurger opened={drawer} onToggle={toggle} />
          </Group>
        }
      />
      <PublicNav drawerOpened={drawer} onCloseDrawer={close} />
      <Box component="main">{children}</Box>
      <Container component="footer" size="lg" py="lg">
        <Text size="sm" c="dimmed" ta="center">
          {t('footer')}
        </Text>
      </Container>
    </>
  );
}
