import { Group, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect, type SelectOption } from '../../../components/server-select';
import { useAnyVesselOptions, useCompletedVesselOptions } from '../api/get-vessel-options';

type Scope = 'completed' | 'all';
const optionsOf = { completed: useCompletedVesselOptions, all: useAnyVesselOptions };

type VesselPickerProps = {
  value: number | null;
  onChange: (value: number | null) => void;
  error: string;
  /** The vessel it starts with (that of a BL found by its number). */
  initial?: SelectOption;
};

/**
 * The vessel of the BL (spec 7's two calls): the latest completed visits first, where most clearances are made,
 * or any vessel searched by name or voyage on the server.
 */
export function VesselPicker({ value, onChange, error, initial }: VesselPickerProps) {
  const { t } = useTranslation('clearance');
  const [scope, setScope] = useState<Scope>('completed');
  return (
    <Stack gap="xs" maw={480}>
      <Radio.Group
        label={t('form.vesselScope')}
        value={scope}
        onChange={(next) => {
          setScope(next as Scope);
          onChange(null);
        }}
      >
        <Group mt={4}>
          <Radio value="completed" label={t('form.completedVessels')} />
          <Radio value="all" label={t('form.allVessels')} />
        </Group>
      </Radio.Group>
      <SearchSelect
        // Each scope loads its options with its own hook: a new picker, not the same one with other hooks.
        key={scope}
        value={value}
        onChange={onChange}
        label={t('form.vessel')}
        placeholder={t('form.vesselPlaceholder')}
        nothingFound={t('form.noVessel')}
        useOptions={optionsOf[scope]}
        initial={initial}
        error={error}
        required
      />
    </Stack>
  );
}
