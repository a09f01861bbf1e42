import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconAnchor } from '@tabler/icons-react';

/** The product name is a brand and stays untranslated. */
export function Brand() {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon variant="light" size="md">
        <IconAnchor size={18} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        Portside
      </Text>
    </Group>
  );
}
