import { ActionIcon, Button, Group, NumberInput, Select, Stack, Table, Title } from '@mantine/core';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import type { Settings } from '@portside/contracts/settings';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/messages';

const months = Array.from({ length: 12 }, (_, index) => index + 1);

/** CBM targets per category for a year, and optionally for single months of it. */
export function TargetsFields({ form, locale }: { form: UseFormReturn<Settings>; locale: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'targets' });
  const errors = formState.errors.targets;
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date(2000, month - 1));
  const monthOptions = [
    { value: '0', label: t('settings.wholeYear') },
    ...months.map((month) => ({ value: String(month), label: monthName(month) })),
  ];

  return (
    <Stack gap="xs">
      <Title order={3}>{t('settings.targets')}</Title>
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.year')}</Table.Th>
              <Table.Th>{t('settings.month')}</Table.Th>
              <Table.Th>{t('settings.category')}</Table.Th>
              <Table.Th>{t('settings.cbm')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field, index) => (
              <Table.Tr key={field.id}>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`targets.${index}.year`}
                    render={({ field: input }) => (
                      <NumberInput
                        aria-label={t('settings.year')}
                        min={2000}
                        max={2100}
                        allowDecimal={false}
                        value={input.value}
                        onChange={(value) => input.onChange(typeof value === 'number' ? value : Number.NaN)}
                        error={translate(errors?.[index]?.year?.message)}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`targets.${index}.month`}
                    render={({ field: input }) => (
                      <Select
                        aria-label={t('settings.month')}
                        data={monthOptions}
                        value={String(input.value ?? 0)}
                        onChange={(value) => input.onChange(value && value !== '0' ? Number(value) : null)}
                        allowDeselect={false}
                        error={translate(errors?.[index]?.month?.message)}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`targets.${index}.category`}
                    render={({ field: input }) => (
                      <Select
                        aria-label={t('settings.category')}
                        data={cargoHandlerTypes.map((value) => ({ value, label: t(`cargoHandlers.types.${value}`) }))}
                        value={input.value}
                        onChange={(value) => value && input.onChange(value)}
                        allowDeselect={false}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={control}
                    name={`targets.${index}.cbm`}
                    render={({ field: input }) => (
                      <NumberInput
                        aria-label={t('settings.cbm')}
                        min={0}
                        decimalScale={3}
                        thousandSeparator=","
                        value={input.value}
                        onChange={(value) => input.onChange(typeof value === 'number' ? value : Number.NaN)}
                        error={translate(errors?.[index]?.cbm?.message)}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('settings.removeTarget')}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => append({ year: new Date().getFullYear(), month: null, category: 'stevedoring', cbm: 0 })}
        >
          {t('settings.addTarget')}
        </Button>
      </Group>
    </Stack>
  );
}
