import { Anchor, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { rootPath } from '../lib/paths';
import { Brand } from './brand';
import { LanguageMenu } from './language-menu';

/** Top bar of the public pages: the brand (a link home), the language menu and an optional action. */
export function PublicHeader({ action }: { action?: ReactNode }) {
  return (
    <Container size="lg" py="md">
      <Group justify="space-between">
        <Anchor component={Link} to={rootPath()} underline="never" c="inherit">
          <Brand />
        </Anchor>
        <Group gap="sm">
          <LanguageMenu />
          {action}
        </Group>
      </Group>
    </Container>
  );
}
