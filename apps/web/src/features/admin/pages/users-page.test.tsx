import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const users = Array.from({ length: 23 }, (_, index) =>
  buildUser({ id: 23 - index, name: index === 22 ? null : `User ${23 - index}`, username: `user${23 - index}` }),
);

function shownIds() {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('users page', () => {
  it('lists users by id in pages of 10 with Previous, Next and numbered buttons', async () => {
    signIn('admin', { 'GET /users/': () => ({ body: users }) });
    const { user } = renderApp('/admin/users');
    await screen.findByRole('table');
    expect(shownIds()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    for (const name of ['ID', 'Name', 'Username', 'Role', 'Created At']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownIds()).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);

    await user.click(screen.getByRole('button', { name: '3' }));
    expect(shownIds()).toEqual(['21', '22', '23']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shownIds()[0]).toBe('11');
  });

  it('says Failed to fetch users. when the list cannot be loaded', async () => {
    signIn('admin', { 'GET /users/': () => ({ status: 500 }) });
    renderApp('/admin/users');
    expect(await screen.findByText('Failed to fetch users.')).toBeInTheDocument();
  });
});
