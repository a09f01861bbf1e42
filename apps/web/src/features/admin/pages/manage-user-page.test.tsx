import { authMessages, type ManagedUser, type User } from '@portside/contracts/auth';
import { versionMessages } from '@portside/contracts/versions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/** A user the admin (id 1) manages, kept as the server would keep it. */
function serverWith(start: Partial<User>) {
  let user: ManagedUser = {
    ...buildUser({ id: 7, name: 'Liza Mendoza', username: 'liza.m', role: 'finance', ...start }),
    version: '1',
  };
  const sent: { call: string; body: unknown }[] = [];
  const versions: (string | null)[] = [];
  const handlers = {
    'GET /users/7': () => ({ body: user }),
    'PATCH /users/7': ({ body, headers }: { body: unknown; headers: Headers }) => {
      sent.push({ call: 'PATCH', body });
      versions.push(headers.get('If-Match'));
      const { is_active, role, company_id } = body as { is_active?: boolean; role?: User['role']; company_id?: number };
      user = {
        ...user,
        ...(is_active === undefined ? {} : { isActive: is_active }),
        ...(role === undefined ? {} : { role }),
        ...(company_id === undefined ? {} : { companyId: company_id, companyName: 'Davao Steel Inc.' }),
        version: String(Number(user.version) + 1),
      };
      return { body: user };
    },
    'POST /users/7/set-password': ({ body }: { body: unknown }) => {
      sent.push({ call: 'set-password', body });
      return { body: { detail: authMessages.passwordSet, endedSessions: 2 } };
    },
    'POST /users/7/end-sessions': () => {
      sent.push({ call: 'end-sessions', body: null });
      return { body: { endedSessions: 3 } };
    },
    'GET /companies/': () => ({
      body: {
        data: [{ id: 12, name: 'Davao Steel Inc.', isClient: true }],
        total: 1,
        limit: 20,
        offset: 0,
      },
    }),
  };
  return { handlers, sent, versions };
}

describe('manage user page', () => {
  it('deactivates and reactivates a user after confirming, and says so', async () => {
    const server = serverWith({});
    signIn('admin', server.handlers);
    const { user } = renderApp('/admin/users/7');
    expect(await screen.findByRole('heading', { name: 'User: Liza Mendoza' })).toBeInTheDocument();
    expect(screen.getByText('This user can sign in.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this user?' });
    expect(dialog).toHaveTextContent('Liza Mendoza will no longer be able to sign in');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Liza Mendoza is deactivated.')).toBeInTheDocument();
    expect(await screen.findByText('This user is deactivated and cannot sign in.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Liza Mendoza can sign in again.')).toBeInTheDocument();
    expect(server.sent).toEqual([
      { call: 'PATCH', body: { is_active: false } },
      { call: 'PATCH', body: { is_active: true } },
    ]);
    // Each change names the version of the user as the page showed it.
    expect(server.versions).toEqual(['"1"', '"2"']);
  });

  it('says that another admin changed the user first, and shows the user as it now is', async () => {
    const server = serverWith({});
    let changedElsewhere = false;
    signIn('admin', {
      ...server.handlers,
      'GET /users/7': () => ({
        body: { ...buildUser({ id: 7, name: 'Liza Mendoza', isActive: !changedElsewhere }), version: '9' },
      }),
      'PATCH /users/7': () => {
        changedElsewhere = true;
        return { status: 409, body: { detail: versionMessages.changed } };
      },
    });
    const { user } = renderApp('/admin/users/7');
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(versionMessages.changed)).toBeInTheDocument();
    expect(await screen.findByText('This user is deactivated and cannot sign in.')).toBeInTheDocument();
  });

  it('sends nothing when the question is cancelled', async () => {
    const server = serverWith({});
    signIn('admin', server.handlers);
    const { user } = renderApp('/admin/users/7');
    await user.click(await screen.findByRole('button', { name: 'End sessions' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(server.sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'End sessions' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('Sessions of Liza Mendoza ended: 3.')).toBeInTheDocument();
    expect(server.sent).toEqual([{ call: 'end-sessions', body: null }]);
  });

  it("changes a staff user's department", async () => {
    const server = serverWith({});
    signIn('admin', server.handlers);
    const { user } = renderApp('/admin/users/7');
    const change = await screen.findByRole('button', { name: 'Change department' });
    expect(change).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Checker', hidden: true }));
    await user.click(change);
    const dialog = await screen.findByRole('dialog', { name: 'Change the department?' });
    expect(dialog).toHaveTextContent('Liza Mendoza moves from Finance to Checker');
    await user.click(within(dialog).getByRole('button', { name: 'Change department' }));
    expect(await screen.findByText('Liza Mendoza is now in Checker.')).toBeInTheDocument();
    expect(server.sent).toEqual([{ call: 'PATCH', body: { role: 'checker' } }]);
  });

  it("moves a client user to another client company; a client's department is not offered", async () => {
    const server = serverWith({ role: 'client', companyId: 11, companyName: 'Cebu Cement Corp.' });
    signIn('admin', server.handlers);
    const { user } = renderApp('/admin/users/7');
    expect(await screen.findByText('Cebu Cement Corp.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change department' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Davao Steel Inc.', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Move to this company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another company?' });
    expect(dialog).toHaveTextContent("instead of Cebu Cement Corp.'s");
    await user.click(within(dialog).getByRole('button', { name: 'Move to this company' }));
    expect(await screen.findByText('Liza Mendoza now belongs to Davao Steel Inc.')).toBeInTheDocument();
    expect(server.sent).toEqual([{ call: 'PATCH', body: { company_id: 12 } }]);
  });

  it('sets a new password typed twice, and checks both first', async () => {
    const server = serverWith({});
    signIn('admin', server.handlers);
    const { user } = renderApp('/admin/users/7');
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'given-by-the-admin');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'given-by-the-admim');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('New password and confirmation do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'given-by-the-admin');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(authMessages.passwordSet)).toBeInTheDocument();
    expect(server.sent).toEqual([{ call: 'set-password', body: { new_password: 'given-by-the-admin' } }]);
  });

  it("keeps the admin's own account from being deactivated, moved or given a password here", async () => {
    const server = serverWith({});
    signIn('admin', server.handlers, { id: 7 });
    renderApp('/admin/users/7');
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'End sessions' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change department' })).toBeDisabled();
    expect(screen.getAllByText(authMessages.ownAccount)).toHaveLength(2);
    expect(screen.getByText(authMessages.ownPassword)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });

  it('says a user that does not exist is not found', async () => {
    signIn('admin', { 'GET /users/8': () => ({ status: 404, body: { detail: authMessages.userNotFound } }) });
    renderApp('/admin/users/8');
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
  });
});
