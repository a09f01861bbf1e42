import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PublicHeader } from '../../../components/public-header';
import { rootPath } from '../../../lib/paths';
import { safeRedirect } from '../../../lib/redirect';
import { isTokenValid, useToken } from '../../../lib/session';
import { LoginForm } from '../components/login-form';

/** /login: signed-in visitors are sent on at once; after sign-in the redirect parameter (or /) is followed. */
export function LoginPage() {
  const { t } = useTranslation();
  const token = useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));

  if (isTokenValid(token)) return <Navigate to={target} replace />;

  return (
    <>
      <PublicHeader />
      <Center px="md" py={48}>
        <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
          <Stack>
            <div>
              <Title order={2}>{t('login.title')}</Title>
              <Text c="dimmed" size="sm">
                {t('login.subtitle')}
              </Text>
            </div>
            <LoginForm onSignedIn={() => navigate(target, { replace: true })} />
            <Anchor component={Link} to={rootPath()} size="sm" ta="center">
              {t('login.backHome')}
            </Anchor>
          </Stack>
        </Paper>
      </Center>
    </>
  );
}
