import { createTheme, DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../lib/languages';
import { getToken, subscribeToSession } from '../lib/session';
import { useSmallScreen } from '../lib/use-small-screen';
import { contrastTheme, contrastVariables } from './theme';

// Toasts only follow what a user does: their container need not weigh on the first paint.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Spec 9: toasts stay 3000 ms. */
export const toastDurationMs = 3000;

/** On a phone the toasts come down from the top: at the bottom they would cover the buttons under a thumb. */
function Toasts() {
  const phone = useSmallScreen();
  return <Notifications autoClose={toastDurationMs} position={phone ? 'top-center' : 'bottom-right'} />;
}

/** <html lang dir> and Mantine's direction follow the language (Urdu is right-to-left, in a font of its own). */
function LanguageDirection() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const { htmlLang, dir } = languageOf(i18n.resolvedLanguage);
  useEffect(() => {
    document.documentElement.lang = htmlLang;
    document.documentElement.dir = dir;
    setDirection(dir);
    if (htmlLang === 'ur') void import('../lib/urdu-font');
  }, [htmlLang, dir, setDirection]);
  return null;
}

/** Whatever ends the session (logout, a 401) also forgets the cached server data, in memory and offline. */
function SessionCache({ queryClient }: { queryClient: QueryClient }) {
  useEffect(
    () =>
      subscribeToSession(() => {
        if (getToken() !== null) return;
        queryClient.clear();
        // What the service worker kept of the visits for a phone without a signal (vite.config.ts) goes too.
        if (typeof caches !== 'undefined') void caches.delete('portside-visits');
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
        ...contrastTheme,
        defaultRadius: 'md',
        components: {
          // Plain objects rather than PasswordInput.extend(): the components themselves stay out of the first paint.
          PasswordInput: {
            defaultProps: {
              visibilityToggleFocusable: true,
              visibilityToggleButtonProps: { 'aria-label': t('common.togglePasswordVisibility') },
            },
          },
          // A table wider than the screen scrolls in this viewport: the keyboard reaches it, a screen reader names it.
          TableScrollContainer: {
            defaultProps: {
              scrollAreaProps: {
                viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('common.scrollableTable') },
              },
            },
          },
        },
      }),
    [t],
  );
  return (
    <DirectionProvider>
      <MantineProvider theme={theme} cssVariablesResolver={contrastVariables}>
        <QueryClientProvider client={queryClient}>
          <LanguageDirection />
          <SessionCache queryClient={queryClient} />
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
