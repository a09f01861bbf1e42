import { useEffect, useRef } from 'react';

/**
 * The element scrolled to the middle of the screen each time `trigger` becomes a new value (a form's outcome, an
 * attempt's problems), so the message is where the eye is and not above or below the fold.
 */
export function useRevealOn<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (trigger) ref.current?.scrollIntoView({ block: 'center' });
  }, [trigger]);
  return ref;
}
