import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type Dispatch, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterConsignee } from '../../../components/bl-consignee/api';
import { RegisterConsigneeDialog } from '../../../components/bl-consignee/register-consignee-dialog';
import type { ItemRow } from '../model/item-rows';
import { hasOpenSuggestion, type ItemTableAction } from '../model/item-table';

type ConsigneeCellProps = {
  row: ItemRow;
  editing: boolean;
  dispatch: Dispatch<ItemTableAction>;
  /** Shown instead of a blank consignee that the manifest did not give. */
  blank: ReactNode;
};

/**
 * The consignee with the registry's suggestion: Apply, Decline, and Revert to the consignee as printed; and, for a
 * consignee the registry does not know, Register (issue 26), which every row printing the same name takes.
 */
export function ConsigneeCell({ row, editing, dispatch, blank }: ConsigneeCellProps) {
  const { t } = useTranslation('commercial');
  const { key, suggestion } = row;
  const register = useRegisterConsignee();
  const [registering, setRegistering] = useState(false);

  return (
    <Stack gap={4}>
      {editing ? (
        <TextInput
          size="xs"
          miw={320}
          aria-label={t('workOrder.columns.consignee')}
          value={row.consignee}
          onChange={(event) => dispatch({ type: 'update', key, patch: { consignee: event.currentTarget.value } })}
        />
      ) : (
        // dir="auto": a Latin name keeps its own direction on a right-to-left page ("INC." at its end).
        (!row.consignee.trim() && blank) || (
          <Text size="sm" dir="auto">
            {row.consignee}
          </Text>
        )
      )}
      {suggestion && hasOpenSuggestion(row) && (
        <Stack gap={2} role="group" aria-label={t('workOrder.suggestion.label')}>
          <Text size="xs" c="blue">
            {t('workOrder.suggestion.text', {
              consignee: suggestion.consignee,
              score: Math.round(suggestion.matchScore * 100),
            })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" onClick={() => dispatch({ type: 'apply', key })}>
              {t('workOrder.suggestion.apply')}
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => dispatch({ type: 'decline', key })}>
              {t('workOrder.suggestion.decline')}
            </Button>
          </Group>
        </Stack>
      )}
      {!editing && row.consigneeId === null && row.consignee.trim() !== '' && (
        <Group gap={4}>
          <Button size="compact-xs" variant="subtle" onClick={() => setRegistering(true)}>
            {t('workOrder.registerConsignee')}
          </Button>
        </Group>
      )}
      {registering && (
        <RegisterConsigneeDialog
          opened
          printed={row.consignee}
          saving={register.isPending}
          onClose={() => setRegistering(false)}
          onRegister={(body, onError) =>
            register.mutate(body, {
              onSuccess: ({ consigneeId }) => {
                setRegistering(false);
                dispatch({
                  type: 'register',
                  registered: { consignee: body.name.trim(), consigneeId, matchScore: 1 },
                  printed: row.printedConsignee,
                });
              },
              onError,
            })
          }
        />
      )}
      {suggestion && !hasOpenSuggestion(row) && (
        <Group gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t(row.suggestionState === 'applied' ? 'workOrder.suggestion.applied' : 'workOrder.suggestion.declined')}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => dispatch({ type: 'revert', key })}>
            {t('workOrder.suggestion.revert')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
