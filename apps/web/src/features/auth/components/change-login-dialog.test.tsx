import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-app';
import { ChangeLoginDialog } from './change-login-dialog';

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(<ChangeLoginDialog opened onClose={onClose} />);
  return { ...view, onClose };
}

async function fill(user: ReturnType<typeof renderDialog>['user'], current: string, newLogin: string) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (newLogin) await user.type(screen.getByLabelText('New login / email'), newLogin);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('Change Email / Login dialog', () => {
  it('is titled Change Email / Login and asks for both fields: Please fill in all required fields.', async () => {
    const fetchMock = mockApi({});
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Change Email / Login' })).toBeInTheDocument();
    await fill(user, '', '   ');
    expect(await screen.findAllByText('Please fill in all required fields.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends current_password and new_login and toasts Login/email changed successfully!', async () => {
    const fetchMock = mockApi({
      'POST /users/users/me/change-login': () => ({
        body: { detail: 'Login/email changed successfully!', accessToken: 'the-new-token', tokenType: 'bearer' },
      }),
    });
    const { user, onClose } = renderDialog();
    await fill(user, 'portside-demo', ' ada@example.com ');
    expect(await screen.findByText('Login/email changed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ current_password: 'portside-demo', new_login: 'ada@example.com' });
    // Every session ended with the change: the dialog keeps the user signed in with the new token.
    expect(getToken()).toBe('the-new-token');
  });

  it("shows the server's detail, else Failed to change login.", async () => {
    mockApi({
      'POST /users/users/me/change-login': () => ({
        status: 409,
        body: { detail: 'Username already exists. Please choose another one.' },
      }),
    });
    const { user, onClose } = renderDialog();
    await fill(user, 'portside-demo', 'taken');
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists. Please choose another one.');

    mockApi({ 'POST /users/users/me/change-login': () => ({ status: 500 }) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to change login.'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a server validation error on the new login field', async () => {
    mockApi({
      'POST /users/users/me/change-login': () => ({
        status: 422,
        body: { detail: [{ loc: ['body', 'new_login'], msg: 'Username must be at most 150 characters', type: 'x' }] },
      }),
    });
    const { user } = renderDialog();
    await fill(user, 'portside-demo', 'someone');
    expect(await screen.findByText('Username must be at most 150 characters')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
