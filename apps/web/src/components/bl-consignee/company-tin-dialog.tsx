import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { CompanyTinBodyInput } from '@portside/contracts/consignees';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';
import { FormErrorBanner } from '../form-error-banner';

type Props = {
  company: string;
  saving: boolean;
  onClose: () => void;
  onSave: (body: CompanyTinBodyInput, onError: (error: unknown) => void) => void;
};

const failure = 'Failed to record the TIN.';

/** The TIN (with its branch code) and registered address of a buyer's company that has no TIN recorded. */
export function CompanyTinDialog({ company, saving, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [tin, setTin] = useState('');
  const [registeredAddress, setRegisteredAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={t('blConsignee.tinTitle', { company })}>
      <Stack>
        <FormErrorBanner message={error} />
        <TextInput
          label={t('companies.tin')}
          description={t('settings.tinHelp')}
          required
          maxLength={17}
          value={tin}
          onChange={(event) => setTin(event.currentTarget.value)}
        />
        <Textarea
          label={t('companies.registeredAddress')}
          maxLength={500}
          minRows={2}
          value={registeredAddress}
          onChange={(event) => setRegisteredAddress(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={saving}
            onClick={() => {
              setError(null);
              onSave({ tin, registeredAddress }, (reason) => setError(errorMessage(reason, failure)));
            }}
          >
            {t('blConsignee.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
