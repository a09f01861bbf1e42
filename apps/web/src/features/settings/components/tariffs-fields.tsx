import { Badge, Button, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { type Settings, tariffInForce } from '@portside/contracts/settings';
import { IconPlus } from '@tabler/icons-react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/messages';
import { BasisCell, CategoryCell, DecimalCell, RemoveRowCell } from './row-cells';

const today = () => new Date().toISOString().slice(0, 10);

/** Effective-dated rates (per CBM or per revenue ton) and VAT per category; the row in force today is marked. */
export function TariffsFields({ form }: { form: UseFormReturn<Settings> }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'tariffs' });
  const tariffs = useWatch({ control, name: 'tariffs' }) ?? [];
  const inForce = new Set(cargoHandlerTypes.map((category) => tariffInForce(tariffs, category, today())));
  const errors = formState.errors.tariffs;

  return (
    <Stack gap="xs">
      <Title order={3}>{t('settings.tariffs')}</Title>
      <Table.ScrollContainer minWidth={720}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.category')}</Table.Th>
              <Table.Th>{t('settings.basis')}</Table.Th>
              <Table.Th>{t('settings.ratePerCbm')}</Table.Th>
              <Table.Th>{t('settings.vatPercent')}</Table.Th>
              <Table.Th>{t('settings.effectiveFrom')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field, index) => (
              <Table.Tr key={field.id}>
                <CategoryCell control={control} name={`tariffs.${index}.category`} />
                <BasisCell control={control} name={`tariffs.${index}.basis`} />
                <DecimalCell
                  control={control}
                  name={`tariffs.${index}.ratePerCbm`}
                  aria-label={t('settings.ratePerCbm')}
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  error={translate(errors?.[index]?.ratePerCbm?.message)}
                />
                <DecimalCell
                  control={control}
                  name={`tariffs.${index}.vatPercent`}
                  aria-label={t('settings.vatPercent')}
                  min={0}
                  max={99.99}
                  decimalScale={2}
                  suffix="%"
                  error={translate(errors?.[index]?.vatPercent?.message)}
                />
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <TextInput
                      type="date"
                      aria-label={t('settings.effectiveFrom')}
                      error={translate(errors?.[index]?.effectiveFrom?.message)}
                      {...register(`tariffs.${index}.effectiveFrom`)}
                    />
                    {inForce.has(tariffs[index]) && (
                      <Badge color="green" style={{ flexShrink: 0 }}>
                        {t('settings.inForce')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <RemoveRowCell label={t('settings.removeTariff')} onRemove={() => remove(index)} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            append({
              category: 'stevedoring',
              basis: 'cbm',
              ratePerCbm: '0.00',
              vatPercent: '12.00',
              effectiveFrom: today(),
            })
          }
        >
          {t('settings.addTariff')}
        </Button>
      </Group>
    </Stack>
  );
}
