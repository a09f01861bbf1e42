import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreatePage } from '../../../components/create-page';
import { CreateUserForm } from '../components/create-user-form';
import { adminPaths } from '../paths';

/** Spec 2.4: after a creation the list opens after 1 second. */
export const redirectDelayMs = 1000;

export function CreateUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate(adminPaths.users()), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  return (
    <CreatePage title={t('createUser.title')}>
      <CreateUserForm onCreated={() => setCreated(true)} />
    </CreatePage>
  );
}
