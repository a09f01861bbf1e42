import { generatePath, type PathParam } from 'react-router';

type Params<Pattern extends string> = { [Key in PathParam<Pattern>]: string | number };

/** A typed link to one route: call it for a URL; `pattern` is what the router matches. */
export type PathTo<Pattern extends string = string> = ([PathParam<Pattern>] extends [never]
  ? () => string
  : (params: Params<Pattern>) => string) & { readonly pattern: Pattern };

/** Links are built from the route's pattern, so a screen and every link to it agree by construction. */
export function pathTo<const Pattern extends string>(pattern: Pattern): PathTo<Pattern> {
  const build = (params?: Params<Pattern>) =>
    params
      ? generatePath<string>(
          pattern,
          Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
        )
      : pattern;
  return Object.assign(build, { pattern }) as PathTo<Pattern>;
}

/** The site's root: the public home, or the landing page of a signed-in user. */
export const rootPath = pathTo('/');

/** The signed-in user's home, which every page's trail starts from. */
export const homePath = pathTo('/home');

/** The vessel schedule dashboard, where the visits' statements are opened from and lead back to. */
export const scheduleDashboardPath = pathTo('/dashboard/reports/generator');
