import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemRow } from '../model/item-rows';
import { hasOpenSuggestion, type ItemTableAction } from '../model/item-table';

type ConsigneeCellProps = {
  row: ItemRow;
  editing: boolean;
  dispatch: Dispatch<ItemTableAction>;
  /** Shown instead of a blank consignee that the manifest did not give. */
  blank: ReactNode;
};

/** The consignee with the registry's suggestion: Apply, Decline, and Revert to the consignee as printed. */
export function ConsigneeCell({ row, editing, dispatch, blank }: ConsigneeCellProps) {
  const { t } = useTranslation('commercial');
  const { key, suggestion } = row;

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
