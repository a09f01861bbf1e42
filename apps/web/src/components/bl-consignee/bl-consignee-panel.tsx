import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';
import { FormErrorBanner } from '../form-error-banner';
import { useBlConsignee, useTieConsignee } from './api';
import { RegisterConsigneeDialog } from './register-consignee-dialog';

const failure = 'Failed to tie the BL to the consignee.';

/**
 * The chosen BL's consignee (issue 26): as tied in the registry, with its company and TIN; or, when the registry does
 * not know it, its closest registry name to match with one click, and Register to add it with its company there and
 * then. `onTied` runs once the BL is tied (the billing page's proforma loads again).
 */
export function BlConsigneePanel({ itemId, onTied }: { itemId: number; onTied: () => void }) {
  const { t } = useTranslation();
  const consignee = useBlConsignee(itemId);
  const { match, register } = useTieConsignee(itemId, onTied);
  const [registering, setRegistering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bl = consignee.data;
  if (!bl)
    return consignee.isError ? (
      <FormErrorBanner message={errorMessage(consignee.error, failure)} />
    ) : (
      <Loader size="xs" />
    );
  if (bl.registered) {
    const { name, companyName, companyTin } = bl.registered;
    return (
      <Text size="sm" aria-label={t('blConsignee.title')}>
        {t('blConsignee.registered', { name, company: companyName ?? t('blConsignee.noCompanyTied') })}{' '}
        {companyTin ? t('blConsignee.tin', { tin: companyTin }) : t('blConsignee.noTin')}
      </Text>
    );
  }
  return (
    <Alert color="orange" role="region" aria-label={t('blConsignee.title')}>
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {t('blConsignee.notRegistered', { printed: bl.printed })}
        </Text>
        <FormErrorBanner message={error} />
        {bl.suggestion ? (
          <Group gap="xs">
            <Text size="sm">
              {t('blConsignee.suggestion', {
                name: bl.suggestion.name,
                score: Math.round(bl.suggestion.matchScore * 100),
              })}
            </Text>
            <Button
              size="compact-sm"
              loading={match.isPending}
              onClick={() => {
                setError(null);
                match.mutate(bl.suggestion?.id ?? 0, { onError: (reason) => setError(errorMessage(reason, failure)) });
              }}
            >
              {t('blConsignee.match')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{t('blConsignee.noSuggestion')}</Text>
        )}
        <Group>
          <Button size="compact-sm" variant="light" onClick={() => setRegistering(true)}>
            {t('blConsignee.registerButton')}
          </Button>
        </Group>
      </Stack>
      {registering && (
        <RegisterConsigneeDialog
          opened
          printed={bl.printed}
          saving={register.isPending}
          onClose={() => setRegistering(false)}
          onRegister={(body, onError) => register.mutate(body, { onSuccess: () => setRegistering(false), onError })}
        />
      )}
    </Alert>
  );
}
