import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { screenOf } from './navigation/screens';

/** The browser tab names the screen on display; the public pages keep index.html's title. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const screen = screenOf(useMatches());
  const title = screen ? t('screens.documentTitle', { title: t(screen.title) }) : null;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return null;
}
