import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { rootPath } from '../../lib/paths';

type StatusPageProps = { title: string; message: string; action: string };

/**
 * The layout shared by the not-found and unauthorized pages: a sentence and a way home. (The error boundary,
 * route-error-page.tsx, shows its own alert instead.)
 */
export function StatusPage({ title, message, action }: StatusPageProps) {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to={rootPath()} mt="sm">
          {action}
        </Button>
      </Stack>
    </Center>
  );
}
