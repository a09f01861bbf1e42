import { Container } from '@mantine/core';
import { useLocation } from 'react-router';
import { PublicLayout } from '../components/public-layout';
import { SitePageText } from '../components/site-page-text';
import { textPages } from '../paths';

/** /about, /services, /careers and /gallery: the operator's text of the page (spec 2.9), edited by admin. */
export function SiteTextPage() {
  const { pathname } = useLocation();
  const page = textPages.find(({ path }) => pathname.replace(/(.)\/+$/, '$1') === path()) ?? textPages[0];
  return (
    <PublicLayout>
      <Container size="md" py="lg">
        <SitePageText key={page.slug} slug={page.slug} />
      </Container>
    </PublicLayout>
  );
}
