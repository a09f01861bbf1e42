import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('the shell reads the screen declarations', () => {
  it("shows a role's menu in the sidebar and as home shortcuts, and names the tab after the screen", async () => {
    signIn('commercial');
    const { user } = renderApp('/home');
    const shortcuts = await screen.findByRole('heading', { name: 'Your pages' });
    const main = shortcuts.closest('main') as HTMLElement;
    expect(within(main).getByRole('link', { name: 'Vessel list' })).toHaveAttribute('href', '/commercial/vessels');
    expect(within(main).getByRole('link', { name: 'Clearance list' })).toHaveAttribute(
      'href',
      '/commercial/clearances',
    );
    await waitFor(() => expect(document.title).toBe('Home · Portside'));

    const [navigation] = screen.getAllByRole('navigation', { name: 'Navigation' });
    if (!navigation) throw new Error('no sidebar');
    await user.click(within(navigation).getByRole('button', { name: 'Vessels' }));
    await user.click(await within(navigation).findByRole('link', { name: 'Vessel list' }));
    await waitFor(() => expect(document.title).toBe('Vessel list · Portside'));
  });

  it('marks the list a detail page belongs to, with its group opened', async () => {
    signIn('commercial', { 'GET /work-orders/7': () => ({ status: 404, body: { detail: 'Work order not found' } }) });
    renderApp('/work-orders/7');
    const [navigation] = await screen.findAllByRole('navigation', { name: 'Navigation' });
    if (!navigation) throw new Error('no sidebar');
    const orders = await within(navigation).findByRole('link', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Work order' })).not.toHaveAttribute('aria-current');
  });
});
