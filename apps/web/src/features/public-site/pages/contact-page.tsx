import { Anchor, Card, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert';
import { useSiteContact } from '../api/get-contact';
import { PublicLayout } from '../components/public-layout';
import { SitePageText } from '../components/site-page-text';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap={4}>
        <Title order={2} size="h4">
          <span aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 8 }}>
            {icon}
          </span>
          <bdi>{title}</bdi>
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** /contact: the page's text, then the addresses, office hours, phone and e-mail of the settings (what is recorded). */
export function ContactPage() {
  const { t } = useTranslation('homepage');
  const contact = useSiteContact();
  const data = contact.data;
  return (
    <PublicLayout>
      <Container size="md" py="lg">
        <Stack gap="lg">
          <SitePageText slug="contact" />
          {contact.isPending && <Loader role="status" aria-label={t('site.loading')} />}
          {contact.isError && (
            <RetryAlert message={t('contact.failed')} retrying={contact.isFetching} onRetry={() => contact.refetch()} />
          )}
          {data && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {data.addresses.map((address, index) => (
                <Detail
                  // biome-ignore lint/suspicious/noArrayIndexKey: two entries may be identical; the settings' order is their identity (read-only, never reordered).
                  key={index}
                  icon={<IconMapPin size={18} />}
                  title={address.label}
                >
                  <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
                    {address.address}
                  </Text>
                </Detail>
              ))}
              {data.officeHours && (
                <Detail icon={<IconClock size={18} />} title={t('contact.officeHours')}>
                  <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
                    {data.officeHours}
                  </Text>
                </Detail>
              )}
              {data.phone && (
                <Detail icon={<IconPhone size={18} />} title={t('contact.phone')}>
                  <Anchor href={`tel:${data.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                    {data.phone}
                  </Anchor>
                </Detail>
              )}
              {data.email && (
                <Detail icon={<IconMail size={18} />} title={t('contact.email')}>
                  <Anchor href={`mailto:${data.email}`} dir="ltr">
                    {data.email}
                  </Anchor>
                </Detail>
              )}
            </SimpleGrid>
          )}
        </Stack>
      </Container>
    </PublicLayout>
  );
}
