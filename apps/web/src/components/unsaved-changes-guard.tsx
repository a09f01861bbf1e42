import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBeforeUnload, useBlocker, useLocation } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

const discardedKey = (pathname: string) => `portside.discarded:${pathname}`;

type UnsavedChangesGuard = {
  /** The question asked before an in-app navigation leaves the page; render it in the page. */
  dialog: ReactNode;
  /** The next navigation is the page's own (after a save): it is let through. */
  release: () => void;
  /** The user left this page with unsaved work earlier in this tab and has not started again: the page says so. */
  discarded: boolean;
};

/**
 * Asks before unsaved work is lost: an in-app navigation to another page waits for a confirm dialog, closing or
 * reloading the tab for the browser's own question. Leaving anyway is remembered for the tab (sessionStorage), so
 * Back to the page can say why it is empty.
 */
export function useUnsavedChangesGuard(unsaved: boolean): UnsavedChangesGuard {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const released = useRef(false);
  // The blocker reads the latest value at navigation time: a save followed at once by navigate() has not re-rendered.
  const unsavedNow = useRef(unsaved);
  unsavedNow.current = unsaved;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedNow.current && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload((event) => {
    if (!unsavedNow.current || released.current) return;
    event.preventDefault();
    // Older browsers show the question only when returnValue is set.
    event.returnValue = '';
  });
  const [discarded] = useState(() => sessionStorage.getItem(discardedKey(pathname)) !== null);
  // Forgotten once there is new work, not on mount: a page mounted again (Suspense) still says it.
  useEffect(() => {
    if (unsaved) sessionStorage.removeItem(discardedKey(pathname));
  }, [unsaved, pathname]);

  const dialog = (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      cancelLabel={t('unsaved.stay')}
      confirmLabel={t('unsaved.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        sessionStorage.setItem(discardedKey(pathname), '1');
        blocker.proceed?.();
      }}
    />
  );
  return {
    dialog,
    release: () => {
      released.current = true;
    },
    discarded,
  };
}
