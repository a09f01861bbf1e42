import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const counts = {
  start: null,
  end: null,
  total: 7,
  clients: 2,
  activeClients: 1,
  items: [
    { userId: 4, username: 'rice.traders', name: 'Grace Tan', lastLoginAt: '2025-03-01T02:00:00Z', count: 7 },
    { userId: 5, username: 'steel.corp', name: null, lastLoginAt: null, count: 0 },
  ],
};

describe('client login count page', () => {
  it('numbers the clients, shows the total, and offers Retry after Failed to load login counts', async () => {
    let fail = true;
    signIn('commercial', {
      'GET /analytics/login-logs/clients/count': () => (fail ? { status: 500 } : { body: counts }),
    });
    const { user } = renderApp('/commercial/clients/login-count');
    expect(await screen.findByText('Failed to load login counts')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const row = (await screen.findByRole('cell', { name: 'rice.traders' })).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'rice.traders', 'Grace Tan', expect.stringContaining('2025'), '7']);
    expect(screen.getByText('No login record')).toBeInTheDocument();
    expect(screen.getByText('Total logins: 7')).toBeInTheDocument();
  });

  it('says No clients found. when none match', async () => {
    signIn('commercial', {
      'GET /analytics/login-logs/clients/count': () => ({ body: { ...counts, total: 0, clients: 0, items: [] } }),
    });
    renderApp('/commercial/clients/login-count');
    expect(await screen.findByText('No clients found.')).toBeInTheDocument();
  });
});
