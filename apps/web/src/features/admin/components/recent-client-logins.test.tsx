import type { ClientLoginCountItem } from '@portside/contracts/login-logs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { RecentClientLogins } from './recent-client-logins';

function buildLogin(overrides: Partial<ClientLoginCountItem> = {}): ClientLoginCountItem {
  return {
    userId: 1,
    username: 'client',
    name: 'Carla Client',
    lastLoginAt: '2025-03-01T08:00:00Z',
    count: 1,
    ...overrides,
  };
}

function rowNames() {
  const card = screen.getByRole('heading', { name: 'Recent Client Logins' }).parentElement;
  if (!card) throw new Error('no card');
  return within(card)
    .queryAllByText(/^Client /)
    .map((node) => node.textContent);
}

describe('Recent Client Logins', () => {
  it('shows Unknown Client for a nameless client and No login record without a last login', () => {
    renderWithProviders(
      <RecentClientLogins
        items={[
          buildLogin({ userId: 1, name: null, lastLoginAt: '2025-03-01T08:00:00Z' }),
          buildLogin({ userId: 2, name: '  ', lastLoginAt: null }),
        ]}
      />,
    );
    expect(screen.getAllByText('Unknown Client')).toHaveLength(2);
    expect(screen.getAllByText('No login record')).toHaveLength(1);
  });

  it('lists at most 5, the most recent first and those never signed in last', () => {
    const items = [
      buildLogin({ userId: 1, name: 'Client 1', lastLoginAt: '2025-01-01T08:00:00Z' }),
      buildLogin({ userId: 2, name: 'Client 2', lastLoginAt: null }),
      buildLogin({ userId: 3, name: 'Client 3', lastLoginAt: '2025-06-01T08:00:00Z' }),
      buildLogin({ userId: 4, name: 'Client 4', lastLoginAt: '2025-03-01T08:00:00Z' }),
      buildLogin({ userId: 5, name: 'Client 5', lastLoginAt: '2025-05-01T08:00:00Z' }),
      buildLogin({ userId: 6, name: 'Client 6', lastLoginAt: '2025-02-01T08:00:00Z' }),
      buildLogin({ userId: 7, name: 'Client 7', lastLoginAt: '2025-04-01T08:00:00Z' }),
    ];
    renderWithProviders(<RecentClientLogins items={items} />);
    expect(rowNames()).toEqual(['Client 3', 'Client 5', 'Client 7', 'Client 4', 'Client 6']);
  });

  it('says so when no client has signed in', () => {
    renderWithProviders(<RecentClientLogins items={[]} />);
    expect(screen.getByText('No client has signed in yet.')).toBeInTheDocument();
  });
});
