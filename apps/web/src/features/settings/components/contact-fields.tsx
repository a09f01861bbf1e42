import { Button, Group, Stack, Table, Textarea, TextInput, Title } from '@mantine/core';
import { contactAddressesMax, type Settings } from '@portside/contracts/settings';
import { IconPlus } from '@tabler/icons-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/messages';
import { RemoveRowCell } from './row-cells';

/** The public contact page (/contact): the terminal's addresses, office hours, phone and e-mail. */
export function ContactFields({ form }: { form: UseFormReturn<Settings> }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'contactAddresses' });
  const errors = formState.errors;
  return (
    <Stack gap="xs">
      <Title order={3}>{t('settings.contact')}</Title>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.contactLabel')}</Table.Th>
              <Table.Th>{t('settings.contactAddress')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field, index) => (
              <Table.Tr key={field.id}>
                <Table.Td w={220}>
                  <TextInput
                    aria-label={t('settings.contactLabel')}
                    error={translate(errors.contactAddresses?.[index]?.label?.message)}
                    {...register(`contactAddresses.${index}.label`)}
                  />
                </Table.Td>
                <Table.Td>
                  <Textarea
                    aria-label={t('settings.contactAddress')}
                    rows={1}
                    error={translate(errors.contactAddresses?.[index]?.address?.message)}
                    {...register(`contactAddresses.${index}.address`)}
                  />
                </Table.Td>
                <RemoveRowCell label={t('settings.removeAddress')} onRemove={() => remove(index)} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={fields.length >= contactAddressesMax}
          onClick={() => append({ label: '', address: '' })}
        >
          {t('settings.addAddress')}
        </Button>
      </Group>
      <Stack gap="xs" maw={640}>
        <Textarea
          label={t('settings.officeHours')}
          rows={2}
          error={translate(errors.officeHours?.message)}
          {...register('officeHours')}
        />
        <TextInput
          label={t('settings.contactPhone')}
          maw={320}
          error={translate(errors.contactPhone?.message)}
          {...register('contactPhone')}
        />
        <TextInput
          type="email"
          label={t('settings.contactEmail')}
          maw={420}
          error={translate(errors.contactEmail?.message)}
          {...register('contactEmail')}
        />
      </Stack>
    </Stack>
  );
}
