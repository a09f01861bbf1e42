import { Button, Group, Modal, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { RegisterConsigneeBodyInput } from '@portside/contracts/consignees';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';
import { FormErrorBanner } from '../form-error-banner';
import { SearchSelect } from '../server-select';
import { useCompanyOptions, useKindsOfCompany } from './api';

type Props = {
  opened: boolean;
  /** The consignee as the manifest printed it (or as the registry names it): the names start from it. */
  printed: string;
  saving: boolean;
  onClose: () => void;
  onRegister: (body: RegisterConsigneeBodyInput, onError: (error: unknown) => void) => void;
  /** Its company only, for a registry consignee that has none: no name is asked. */
  companyOnly?: boolean;
};

const failure = 'Failed to register the consignee.';

/**
 * Registers the BL's consignee there and then (or, `companyOnly`, gives a registry consignee that has none its company): its name, and its company, an existing client company or a new one
 * with its kind, TIN (with the branch code) and registered address. The server checks everything and says what is
 * wrong; nothing is written until all holds.
 */
export function RegisterConsigneeDialog({ opened, printed, saving, onClose, onRegister, companyOnly = false }: Props) {
  const { t } = useTranslation();
  const kinds = useKindsOfCompany();
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [name, setName] = useState(printed);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [company, setCompany] = useState({ name: printed, kindId: '', tin: '', registeredAddress: '' });
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    setError(null);
    const body: RegisterConsigneeBodyInput =
      mode === 'new'
        ? { name, company: { ...company, kindId: Number(company.kindId) || 0 } }
        : { name, companyId: companyId ?? undefined };
    onRegister(body, (reason) => setError(errorMessage(reason, failure)));
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={companyOnly ? t('blConsignee.companyTitle', { name: printed }) : t('blConsignee.registerTitle')}
      size="lg"
    >
      <Stack>
        <FormErrorBanner message={error} />
        {!companyOnly && (
          <TextInput
            label={t('blConsignee.consigneeName')}
            required
            maxLength={250}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        )}
        <SegmentedControl
          value={mode}
          onChange={(next) => setMode(next as 'new' | 'existing')}
          data={[
            { value: 'new', label: t('blConsignee.newCompany') },
            { value: 'existing', label: t('blConsignee.existingCompany') },
          ]}
        />
        {mode === 'existing' ? (
          <SearchSelect
            value={companyId}
            onChange={setCompanyId}
            label={t('blConsignee.company')}
            placeholder={t('blConsignee.companyPlaceholder')}
            nothingFound={t('blConsignee.noCompany')}
            useOptions={useCompanyOptions}
            required
          />
        ) : (
          <>
            <TextInput
              label={t('blConsignee.companyName')}
              required
              maxLength={200}
              value={company.name}
              onChange={(event) => setCompany({ ...company, name: event.currentTarget.value })}
            />
            <Select
              label={t('companies.kind')}
              required
              data={(kinds.data?.data ?? []).map((kind) => ({ value: String(kind.id), label: kind.name }))}
              value={company.kindId || null}
              onChange={(kindId) => setCompany({ ...company, kindId: kindId ?? '' })}
              comboboxProps={{ withinPortal: false }}
            />
            <TextInput
              label={t('companies.tin')}
              description={t('settings.tinHelp')}
              required
              maxLength={17}
              value={company.tin}
              onChange={(event) => setCompany({ ...company, tin: event.currentTarget.value })}
            />
            <Textarea
              label={t('companies.registeredAddress')}
              maxLength={500}
              minRows={2}
              value={company.registeredAddress}
              onChange={(event) => setCompany({ ...company, registeredAddress: event.currentTarget.value })}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={saving} onClick={submit}>
            {companyOnly ? t('blConsignee.save') : t('blConsignee.register')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
