import { Code, Stack, Text } from '@mantine/core';

type Values = Record<string, unknown> | null;

const asValues = (value: unknown): Values =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const show = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields of a change: for an update those that changed (before → after), else every value written or removed. */
export function ChangeList({ before, after }: { before: unknown; after: unknown }) {
  const [old, now] = [asValues(before), asValues(after)];
  const keys = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])];
  const changed = old && now ? keys.filter((key) => show(old[key]) !== show(now[key])) : keys;
  return (
    <Stack gap={2}>
      {changed.map((key) => (
        <Text key={key} size="xs">
          <Code>{key}</Code>{' '}
          {old && (
            <Text span c="red.8" td={now ? 'line-through' : undefined}>
              {show(old[key])}
            </Text>
          )}
          {old && now && ' → '}
          {now && (
            <Text span c="green.8">
              {show(now[key])}
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}
