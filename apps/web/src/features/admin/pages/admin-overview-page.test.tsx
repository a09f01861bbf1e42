import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const logins = { start: null, end: null, total: 42, clients: 3, activeClients: 2, items: [] };

/** The value shown on the card with this label. */
async function card(label: string) {
  const title = await screen.findByText(label, { selector: 'p' });
  return title.nextElementSibling?.textContent;
}

describe('admin overview', () => {
  it('shows the four cards: users total, companies total, active clients login and login count sum', async () => {
    signIn('admin', {
      'GET /users/': ({ url }) => {
        expect(url.searchParams.get('limit')).toBe('1');
        return { body: { data: [buildUser()], total: 2, limit: 1, offset: 0 } };
      },
      'GET /companies/': ({ url }) => {
        expect(url.searchParams.get('limit')).toBe('1');
        return { body: { data: [], total: 1234 } };
      },
      'GET /analytics/login-logs/clients/count': () => ({ body: logins }),
    });
    renderApp('/admin');
    await screen.findByText('1,234');
    expect(await card('Users')).toBe('2');
    expect(await card('Companies')).toBe('1,234');
    expect(await card('Total active clients login')).toBe('2');
    expect(await card('Client login count')).toBe('42');
  });

  it('marks a count that the server stopped at with a plus', async () => {
    signIn('admin', {
      'GET /users/': () => ({ body: { data: [buildUser()], total: 2, limit: 1, offset: 0 } }),
      'GET /companies/': () => ({ body: { data: [], total: 10_002, totalCapped: true, limit: 1, offset: 0 } }),
      'GET /analytics/login-logs/clients/count': () => ({ body: logins }),
    });
    renderApp('/admin');
    await screen.findByText('10,002+');
    expect(await card('Users')).toBe('2');
  });

  it('says Failed to fetch companies when the total cannot be loaded', async () => {
    signIn('admin', {
      'GET /users/': () => ({ body: { data: [], total: 0, limit: 1, offset: 0 } }),
      'GET /companies/': () => ({ status: 500 }),
      'GET /analytics/login-logs/clients/count': () => ({ body: logins }),
    });
    renderApp('/admin');
    expect(await screen.findByText('Failed to fetch companies')).toBeInTheDocument();
  });
});
