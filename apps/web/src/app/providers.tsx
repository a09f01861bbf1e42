import { createTheme, DirectionProvider, MantineProvider, PasswordInput, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../lib/languages';
import { getToken, subscribeToSession } from '../lib/session';

/** Spec 9: toasts stay 3000 ms. */
export const toastDurationMs = 3000;

/** <html lang dir> and Mantine's direction follow the language (Urdu is right-to-left). */
function LanguageDirection() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const { htmlLang, dir } = languageOf(i18n.resolvedLanguage);
  useEffect(() => {
    document.documentElement.lang = htmlLang;
    document.documentElement.dir = dir;
    setDirection(dir);
  }, [htmlLang, dir, setDirection]);
  return null;
}

/** Whatever ends the session (logout, a 401) also forgets the cached server data. */
function SessionCache({ queryClient }: { queryClient: QueryClient }) {
  useEffect(
    () =>
      subscribeToSession(() => {
        if (getToken() === null) queryClient.clear();
      }),
    [queryClient],
  );
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { t } = useTranslation();
  // Labels that Mantine writes itself are given in the user's language.
  const theme = useMemo(
    () =>
      createTheme({
        primaryColor: 'blue',
        defaultRadius: 'md',
        components: {
          PasswordInput: PasswordInput.extend({
            defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('common.togglePasswordVisibility') } },
          }),
        },
      }),
    [t],
  );
  return (
    <DirectionProvider>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <LanguageDirection />
          <SessionCache queryClient={queryClient} />
          <Notifications autoClose={toastDurationMs} />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
