import { createRequire } from 'node:module';
import type { Role } from '@portside/contracts/roles';
import type axe from 'axe-core';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screens } from '../../apps/web/src/app/navigation/screens';
import { appPaths } from '../../apps/web/src/app/paths';
import { authPaths } from '../../apps/web/src/features/auth/paths';
import { publicSitePaths } from '../../apps/web/src/features/public-site/paths';
import { rootPath } from '../../apps/web/src/lib/paths';
import { landed, signIn, useBrowser } from './browser';
import { apiGet } from './commercial';
import { blGoneOut } from './demo-bls';

const axePath = createRequire(import.meta.url).resolve('axe-core');

export const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const publicPaths = [
  rootPath(),
  authPaths.login(),
  publicSitePaths.about(),
  publicSitePaths.services(),
  publicSitePaths.careers(),
  publicSitePaths.gallery(),
  publicSitePaths.news(),
  publicSitePaths.contact(),
  publicSitePaths.vessel(),
  publicSitePaths.vesselSchedule(),
  appPaths.unauthorized(),
  '/no-such-page',
];

/** A paid BL of the signed-in client's company: it carries an invoice and a receipt the client may print. */
const clientPaidBl = async (page: Page) =>
  (
    await apiGet<{ data: { invoiceId: number | null; receiptId: number | null }[] }>(
      page,
      '/client/items?view=paid&limit=1',
    )
  ).data[0];

/**
 * A row of the demo data for each path parameter of the screens, as the role may read it: a screen with a new one
 * fails until it is here.
 */
const demoIds: Record<string, (page: Page, role: Role) => Promise<number | undefined>> = {
  // The dashboards' readers reach a visit's report from the vessel schedule, which names its work orders.
  id: async (page, role) => {
    if (role !== 'checker' && role !== 'supervisor') {
      return (await apiGet<{ data: { id: number }[] }>(page, '/work-orders?limit=1')).data[0]?.id;
    }
    type Rows = { workOrderId: number }[];
    const schedule = await apiGet<{ arriving: Rows; ongoing: Rows; completed: Rows }>(
      page,
      '/vessel-schedule/dashboard',
    );
    return [...schedule.completed, ...schedule.ongoing, ...schedule.arriving][0]?.workOrderId;
  },
  invoiceId: async (page, role) =>
    role === 'client'
      ? ((await clientPaidBl(page))?.invoiceId ?? undefined)
      : (await apiGet<{ data: { id: number }[] }>(page, '/billing-invoices?limit=1')).data[0]?.id,
  // A truck that took a BL out: its gate pass.
  releaseId: async (page) => (await blGoneOut(page)).withdrawals[0]?.id,
  memoId: async (page) => (await apiGet<{ data: { id: number }[] }>(page, '/credit-memos?limit=1')).data[0]?.id,
  userId: async (page) => (await apiGet<{ data: { id: number }[] }>(page, '/users/?limit=1')).data[0]?.id,
  receiptId: async (page, role) =>
    role === 'client'
      ? ((await clientPaidBl(page))?.receiptId ?? undefined)
      : (await apiGet<{ data: { id: number }[] }>(page, '/official-receipts?limit=1')).data[0]?.id,
};

/**
 * Screens in walks of at most six: a test a walk keeps each test well inside its timeout when browser files run side
 * by side on a busy machine, and names the walk that failed.
 */
function inWalks<T>(all: readonly T[]): T[][] {
  const count = Math.ceil(all.length / 6);
  const size = Math.ceil(all.length / count);
  return Array.from({ length: count }, (_, walk) => all.slice(walk * size, (walk + 1) * size));
}

export const walksOf = (role: Role) => inWalks(screens.filter((screen) => screen.page && screen.roles.includes(role)));

/** The paths of a walk's screens, their path parameters filled from the demo data the role may read. */
export async function screenPaths(page: Page, role: Role, walk: readonly (typeof screens)[number][]) {
  const paths: string[] = [];
  for (const screen of walk) {
    let path = screen.path.pattern;
    for (const [parameter, name = ''] of screen.path.pattern.matchAll(/:(\w+)/g)) {
      const id = await demoIds[name]?.(page, role);
      if (id === undefined) throw new Error(`No demo row for ${parameter} in ${screen.path.pattern}`);
      path = path.replace(parameter, String(id));
    }
    paths.push(path);
  }
  return paths;
}

type Hit = { path: string; rule: string; impact: string | null | undefined; targets: string[] };

/** axe-core's WCAG 2.0 / 2.1 A and AA rules on the page as it is. */
async function check(page: Page, path: string): Promise<Hit[]> {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations.map((violation) => ({
    path,
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Walks one page from screen to screen (the browser keeps the app's files in its cache). A screen has drawn its
 * data when no request but its live stream has been in flight for 300 ms and no loader is left.
 */
export function screenWalker(page: Page) {
  const requests = { inFlight: 0, lastChange: Date.now() };
  // The live stream (/api/live) stays open as long as the page: it is never "in flight" to wait for.
  const change = (by: number) => (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/live')) return;
    requests.inFlight += by;
    requests.lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));

  async function settled() {
    await expect
      .poll(() => requests.inFlight === 0 && Date.now() - requests.lastChange >= 300, {
        interval: 100,
        timeout: 15_000,
      })
      .toBe(true);
    await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));
  }

  return {
    settled,
    async signIn(username: Role) {
      await page.goto(authPaths.login());
      await signIn(page, username);
      await landed(page);
      await settled();
    },
    /** One line per rule broken on a path, with the elements that break it: empty when all is well. */
    async check(paths: string[]): Promise<string> {
      const hits: Hit[] = [];
      for (const path of paths) {
        await page.goto(path);
        await settled();
        hits.push(...(await check(page, path)));
      }
      return hits.map((hit) => `${hit.path} ${hit.rule} (${hit.impact}): ${hit.targets.join(', ')}`).join('\n');
    },
  };
}

/** The browser of an accessibility file: the app's Content-Security-Policy refuses inline scripts, axe's among them. */
export function useAxeBrowser() {
  return useBrowser({ bypassCSP: true });
}

/** Every screen at one width: signed out, then as each role. */
export function checkEveryScreenAt(name: keyof typeof viewports, b: ReturnType<typeof useAxeBrowser>) {
  const viewport = viewports[name];
  describe(`accessibility: axe-core finds no WCAG 2.1 A or AA violation at ${name} width`, () => {
    const publicWalks = inWalks(publicPaths);
    publicWalks.forEach((walk, index) => {
      it(`signed out, walk ${index + 1} of ${publicWalks.length}`, async () => {
        await b.page.setViewportSize(viewport);
        expect(await screenWalker(b.page).check(walk)).toBe('');
      });
    });

    for (const role of [
      'admin',
      'commercial',
      'operation',
      'checker',
      'processor',
      'guard',
      'finance',
      'client',
    ] as const) {
      const walks = walksOf(role);
      walks.forEach((walk, index) => {
        it(`as ${role}${walks.length > 1 ? `, walk ${index + 1} of ${walks.length}` : ''}`, async () => {
          await b.page.setViewportSize(viewport);
          const walker = screenWalker(b.page);
          await walker.signIn(role);
          expect(await walker.check(await screenPaths(b.page, role, walk))).toBe('');
        });
      });
    }
  });
}
