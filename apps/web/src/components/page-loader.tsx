import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={200}>
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
