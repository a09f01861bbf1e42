import type { User } from '@portside/contracts/auth';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const users = Array.from({ length: 23 }, (_, index) =>
  buildUser({ id: index + 1, name: index === 0 ? null : `User ${index + 1}`, username: `user${index + 1}` }),
);

/** GET /users/ as the server answers it: searched by name or username, by id, one page. */
function usersPage({ url }: { url: URL }) {
  const q = url.searchParams.get('q')?.toLowerCase() ?? '';
  const limit = Number(url.searchParams.get('limit'));
  const offset = Number(url.searchParams.get('offset'));
  const found = users.filter((user: User) => `${user.name ?? ''} ${user.username}`.toLowerCase().includes(q));
  return { body: { data: found.slice(offset, offset + limit), total: found.length, limit, offset } };
}

function shownIds() {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('users page', () => {
  it('lists users by id in pages of 10 kept by the server, with Previous, Next and numbered buttons', async () => {
    const fetchMock = signIn('admin', { 'GET /users/': usersPage });
    const { user } = renderApp('/admin/users');
    await screen.findByRole('cell', { name: 'user1' });
    expect(shownIds()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    for (const name of ['ID', 'Name', 'Username', 'Role', 'Created At', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Active')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Manage user1' })).toHaveAttribute('href', '/admin/users/1');
    const sent = new URL(
      String(fetchMock.mock.calls.find(([url]) => String(url).includes('/users/'))?.[0]),
      'http://x',
    );
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ sort: 'id', order: 'asc', limit: '10', offset: '0' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('cell', { name: 'user11' });
    expect(shownIds()).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);

    await user.click(screen.getByRole('button', { name: '3' }));
    await screen.findByRole('cell', { name: 'user21' });
    expect(shownIds()).toEqual(['21', '22', '23']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches by name or username on the server, from the first page', async () => {
    signIn('admin', { 'GET /users/': usersPage });
    const { user } = renderApp('/admin/users');
    await screen.findByRole('cell', { name: 'user1' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('cell', { name: 'user11' });
    await user.type(screen.getByRole('textbox', { name: 'Search by name or username' }), 'user 2');
    await screen.findByRole('cell', { name: 'user22' });
    expect(shownIds()).toEqual(['2', '20', '21', '22', '23']);
  });

  it('says Failed to fetch users. when the list cannot be loaded', async () => {
    signIn('admin', { 'GET /users/': () => ({ status: 500 }) });
    renderApp('/admin/users');
    expect(await screen.findByText('Failed to fetch users.')).toBeInTheDocument();
  });

  it("shows a client user's company, a sentence for one not linked yet, and nothing for staff", async () => {
    const rows = [
      buildUser({ id: 1, username: 'ada', role: 'admin' }),
      buildUser({ id: 2, username: 'rosa', role: 'client', companyId: 7, companyName: 'Cebu Cement Corp.' }),
      buildUser({ id: 3, username: 'grace', role: 'client' }),
    ];
    signIn('admin', { 'GET /users/': () => ({ body: { data: rows, total: 3, limit: 10, offset: 0 } }) });
    renderApp('/admin/users');
    await screen.findByRole('cell', { name: 'rosa' });
    const header = within(screen.getByRole('table')).getAllByRole('columnheader');
    const column = header.findIndex((cell) => cell.textContent === 'Company');
    expect(column).toBeGreaterThan(0);
    const companies = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
    expect(companies).toEqual(['', 'Cebu Cement Corp.', 'No company yet']);
  });
});
