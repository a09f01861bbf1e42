import { Select } from '@mantine/core';
import { type CargoClass, cargoClasses } from '@portside/contracts/storage';
import { useTranslation } from 'react-i18next';

type CargoClassSelectProps = { value: CargoClass; onChange: (value: CargoClass) => void };

/** The visit's cargo class (import unless chosen): the free days and rates of its storage. */
export function CargoClassSelect({ value, onChange }: CargoClassSelectProps) {
  const { t } = useTranslation('commercial');
  return (
    <Select
      label={t('workOrder.header.cargoClass')}
      description={t('workOrder.header.cargoClassHelp')}
      data={cargoClasses.map((cargoClass) => ({
        value: cargoClass,
        label: t(`cargoClasses.${cargoClass}`, { ns: 'translation' }),
      }))}
      value={value}
      onChange={(chosen) => chosen && onChange(chosen as CargoClass)}
      allowDeselect={false}
      maw={320}
    />
  );
}
