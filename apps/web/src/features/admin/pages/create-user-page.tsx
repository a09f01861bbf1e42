import { Alert, Stack, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessage } from '../../../lib/messages';
import { CreateUserForm } from '../components/create-user-form';
import { adminPaths } from '../paths';

const createdMessage = 'User created successfully!';
/** Spec 2.4: after a creation the list opens after 1 second. */
export const redirectDelayMs = 1000;

export function CreateUserPage() {
  const { t } = useTranslation();
  const translate = useMessage();
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate(adminPaths.users()), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  return (
    <Stack>
      <Title order={2}>{t('createUser.title')}</Title>
      {created && (
        <Alert color="green" icon={<IconCheck size={18} />} role="status">
          {translate(createdMessage)}
        </Alert>
      )}
      <CreateUserForm onCreated={() => setCreated(true)} />
    </Stack>
  );
}
