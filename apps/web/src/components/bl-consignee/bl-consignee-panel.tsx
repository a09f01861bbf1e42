import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';
import { FormErrorBanner } from '../form-error-banner';
import { SearchSelect } from '../server-select';
import { useBlConsignee, useCompleteBuyer, useConsigneeOptions, useTieConsignee } from './api';
import { CompanyTinDialog } from './company-tin-dialog';
import { RegisterConsigneeDialog } from './register-consignee-dialog';

const failure = 'Failed to tie the BL to the consignee.';
type Dialog = 'register' | 'company' | 'tin' | null;

/**
 * The chosen BL's consignee (issue 26) and the buyer an invoice would print (name and TIN, as billing finds them):
 * the registry's closest name to match with one click, any registry consignee to tie it to instead (a wrong match
 * undone), Register to add it with its company there and then; and for a tied consignee whose buyer has no TIN, its
 * company given to it, or its company's TIN recorded. `onTied` runs after each change (the proforma loads again).
 */
export function BlConsigneePanel({ itemId, onTied }: { itemId: number; onTied: () => void }) {
  const { t } = useTranslation();
  const consignee = useBlConsignee(itemId);
  const { match, register } = useTieConsignee(itemId, onTied);
  const complete = useCompleteBuyer(itemId, onTied);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const bl = consignee.data;
  if (!bl) {
    return consignee.isError ? (
      <FormErrorBanner message={errorMessage(consignee.error, failure)} />
    ) : (
      <Loader size="xs" />
    );
  }
  const tie = (consigneeId: number | null) => {
    if (consigneeId === null) return;
    setError(null);
    match.mutate(consigneeId, { onError: (reason) => setError(errorMessage(reason, failure)) });
  };
  const { registered, buyer } = bl;
  const lacksTin = buyer.tin === null;
  const button = (label: string, onClick: () => void, loading = false): ReactNode => (
    <Button size="compact-sm" variant="light" loading={loading} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <Alert color={lacksTin ? 'orange' : 'gray'} role="region" aria-label={t('blConsignee.title')}>
      <Stack gap="xs">
        <FormErrorBanner message={error} />
        <Text size="sm" fw={700}>
          {registered
            ? t('blConsignee.registered', {
                name: registered.name,
                company: registered.companyName ?? t('blConsignee.noCompanyTied'),
              })
            : t('blConsignee.notRegistered', { printed: bl.printed })}
        </Text>
        <Text size="sm">
          {t('blConsignee.buyer', { name: buyer.name })}{' '}
          {buyer.tin ? t('blConsignee.tin', { tin: buyer.tin }) : t('blConsignee.noTin')}
        </Text>
        {!registered && bl.suggestion && (
          <Group gap="xs">
            <Text size="sm">
              {t('blConsignee.suggestion', {
                name: bl.suggestion.name,
                score: Math.round(bl.suggestion.matchScore * 100),
              })}
            </Text>
            <Button size="compact-sm" loading={match.isPending} onClick={() => tie(bl.suggestion?.id ?? null)}>
              {t('blConsignee.match')}
            </Button>
          </Group>
        )}
        <Group gap="xs" align="flex-end">
          <SearchSelect
            // A new picker for each consignee tied: it starts showing that one's name.
            key={registered?.id ?? 'none'}
            initial={registered ? { value: String(registered.id), label: registered.name } : undefined}
            value={registered?.id ?? null}
            onChange={tie}
            label={t('blConsignee.tieTo')}
            placeholder={t('blConsignee.tieToPlaceholder')}
            nothingFound={t('blConsignee.noConsignee')}
            useOptions={useConsigneeOptions}
          />
          {button(t('blConsignee.registerButton'), () => setDialog('register'))}
          {registered &&
            lacksTin &&
            registered.companyId === null &&
            button(t('blConsignee.giveCompany'), () => setDialog('company'))}
          {registered &&
            lacksTin &&
            registered.companyId !== null &&
            button(t('blConsignee.recordTin'), () => setDialog('tin'))}
        </Group>
      </Stack>
      {dialog === 'register' && (
        <RegisterConsigneeDialog
          opened
          printed={bl.printed}
          saving={register.isPending}
          onClose={() => setDialog(null)}
          onRegister={(body, onError) => register.mutate(body, { onSuccess: () => setDialog(null), onError })}
        />
      )}
      {dialog === 'company' && registered && (
        <RegisterConsigneeDialog
          opened
          companyOnly
          printed={registered.name}
          saving={complete.company.isPending}
          onClose={() => setDialog(null)}
          onRegister={({ name: _name, ...body }, onError) =>
            complete.company.mutate({ consigneeId: registered.id, body }, { onSuccess: () => setDialog(null), onError })
          }
        />
      )}
      {dialog === 'tin' && registered?.companyId && (
        <CompanyTinDialog
          company={registered.companyName ?? ''}
          saving={complete.tin.isPending}
          onClose={() => setDialog(null)}
          onSave={(body, onError) =>
            complete.tin.mutate(
              { companyId: registered.companyId ?? 0, body },
              { onSuccess: () => setDialog(null), onError },
            )
          }
        />
      )}
    </Alert>
  );
}
