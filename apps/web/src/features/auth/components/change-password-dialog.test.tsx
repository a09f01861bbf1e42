import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-app';
import { ChangePasswordDialog } from './change-password-dialog';

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(<ChangePasswordDialog opened onClose={onClose} />);
  return { ...view, onClose };
}

async function fill(user: ReturnType<typeof renderDialog>['user'], current: string, next: string, confirm: string) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('change password dialog', () => {
  it('opens with the cursor in its first field', async () => {
    mockApi({});
    renderDialog();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
  });

  it('asks for every field: Please fill in all required fields.', async () => {
    const fetchMock = mockApi({});
    const { user } = renderDialog();
    await fill(user, '', '', '');
    expect(await screen.findAllByText('Please fill in all required fields.')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('New password and confirmation do not match.', async () => {
    mockApi({});
    const { user } = renderDialog();
    await fill(user, 'old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText('New password and confirmation do not match.')).toBeInTheDocument();
  });

  it('New password must be at least 8 characters.', async () => {
    mockApi({});
    const { user } = renderDialog();
    await fill(user, 'old-password', 'short', 'short');
    expect(await screen.findByText('New password must be at least 8 characters.')).toBeInTheDocument();
  });

  it('sends current_password and new_password and toasts Password changed successfully!', async () => {
    const fetchMock = mockApi({
      'POST /users/users/me/change-password': () => ({
        body: { detail: 'Password changed successfully!', accessToken: 'the-new-token', tokenType: 'bearer' },
      }),
    });
    const { user, onClose } = renderDialog();
    await fill(user, 'old-password', 'new-password', 'new-password');
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ current_password: 'old-password', new_password: 'new-password' });
    // Every session ended with the change: the dialog keeps the user signed in with the new token.
    expect(getToken()).toBe('the-new-token');
  });

  it("shows the server's detail, else Failed to change password.", async () => {
    mockApi({
      'POST /users/users/me/change-password': () => ({
        status: 400,
        body: { detail: 'Current password is incorrect.' },
      }),
    });
    const { user } = renderDialog();
    await fill(user, 'wrong-password', 'new-password', 'new-password');
    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();

    mockApi({ 'POST /users/users/me/change-password': () => ({ status: 500 }) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to change password.')).toBeInTheDocument();
  });

  it('puts server validation errors on their fields and the others in the banner', async () => {
    mockApi({
      'POST /users/users/me/change-password': () => ({
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'new_password'], msg: 'Too weak', type: 'value_error' },
            { loc: ['body'], msg: 'Something else', type: 'value_error' },
          ],
        },
      }),
    });
    const { user } = renderDialog();
    await fill(user, 'old-password', 'new-password', 'new-password');
    expect(await screen.findByText('Too weak')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something else');
  });
});
