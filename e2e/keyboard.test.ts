import { describe, expect, it } from 'vitest';
import { landed, signIn, useBrowser } from './support/browser';

const b = useBrowser();
const focused = () =>
  b.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

describe('keyboard', () => {
  it('reaches the password toggle by Tab, and shows a ring on a focused input', async () => {
    await b.page.goto('/login');
    await b.page.getByLabel('Password', { exact: true }).focus();
    expect(
      await b.page.evaluate(
        () => getComputedStyle(document.activeElement?.closest('.mantine-Input-input') as Element).outlineStyle,
      ),
    ).toBe('solid');
    await b.page.keyboard.press('Tab');
    expect(await focused()).toBe('Show or hide the password');
  });

  it('starts the shell with a skip link, shown when focused, that moves the focus to the main content', async () => {
    await b.page.goto('/login');
    await signIn(b.page, 'commercial');
    await landed(b.page);
    const skip = b.page.getByRole('link', { name: 'Skip to main content' });
    await skip.waitFor({ state: 'attached' });
    expect(await skip.isVisible()).toBe(true);
    const offScreen = async () => ((await skip.boundingBox())?.y ?? 0) < 0;
    expect(await offScreen()).toBe(true);
    await b.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await b.page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to main content');
    expect(await offScreen()).toBe(false);
    await b.page.keyboard.press('Enter');
    expect(await b.page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });
});
