import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicHeader } from '../../../components/public-header';
import { PublicNav } from './public-nav';

/** The frame of the public site's pages: the header (brand, language, an optional action), the links, the page. */
export function PublicLayout({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PublicHeader action={action} />
      <PublicNav />
      <Box component="main">{children}</Box>
    </>
  );
}
