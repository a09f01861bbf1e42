import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreatePage } from '../../../components/create-page';
import { CreateCompanyForm } from '../components/create-company-form';
import { companyPaths } from '../paths';

/** Spec 2.4: after a creation the company list opens after 1.2 s. */
export const redirectDelayMs = 1200;

export function CreateCompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate(companyPaths.list()), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  return (
    <CreatePage title={t('createCompany.title')}>
      <CreateCompanyForm onCreated={() => setCreated(true)} />
    </CreatePage>
  );
}
