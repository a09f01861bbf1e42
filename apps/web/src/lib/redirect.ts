/** Only same-site paths are followed after sign-in; anything else goes to /. */
export function safeRedirect(value: string | null | undefined): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function loginPathFor(pathWithQuery: string): string {
  return `/login?${new URLSearchParams({ redirect: pathWithQuery })}`;
}
