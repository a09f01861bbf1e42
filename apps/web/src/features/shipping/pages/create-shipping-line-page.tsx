import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShippingLineForm } from '../components/shipping-line-form';

export function CreateShippingLinePage() {
  const { t } = useTranslation('commercial');
  return (
    <Stack maw={480}>
      <Title order={2}>{t('shippingLineForm.title')}</Title>
      <ShippingLineForm />
    </Stack>
  );
}
