import { Radio, Stack } from '@mantine/core';
import { workOrderStatuses } from '@portside/contracts/work-orders';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewWorkOrderFields } from '../model/header-fields';

/** The status the work order is created with (spec point 4: draft, final or completed), each with what it means. */
export function StatusChoice({ control }: { control: Control<NewWorkOrderFields> }) {
  const { t } = useTranslation('commercial');
  const { field } = useController({ control, name: 'status' });
  return (
    <Radio.Group
      label={t('workOrder.status.label')}
      value={field.value}
      onChange={(value) => field.onChange(value)}
      name={field.name}
    >
      <Stack gap="xs" mt="xs">
        {workOrderStatuses.map((status) => (
          <Radio
            key={status}
            value={status}
            label={t(`orders.statuses.${status}`)}
            description={t(`workOrder.status.${status}`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
