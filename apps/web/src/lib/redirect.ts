/** A path on this site: one leading '/', never '//' or '/\' (which browsers read as another host). */
const sameSitePath = /^\/(?![/\\])/;

/**
 * Only same-origin paths are followed after sign-in; anything else goes to /. The value is resolved against this
 * origin the way the browser would, and the normalised path, query and hash are returned.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !sameSitePath.test(value)) return '/';
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === origin && sameSitePath.test(path) ? path : '/';
}
