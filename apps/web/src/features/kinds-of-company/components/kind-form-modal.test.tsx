import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const kinds = [
  { id: 3, name: 'Consignee' },
  { id: 5, name: 'Shipper' },
];
const list = () => ({ body: { data: kinds, total: kinds.length } });
type User = ReturnType<typeof renderApp>['user'];

async function openAdd(user: User) {
  await screen.findByRole('cell', { name: 'Consignee' });
  await user.click(screen.getByRole('button', { name: 'Add kind' }));
  return screen.findByRole('dialog', { name: 'New kind of company' });
}

async function openEdit(user: User, name: string) {
  const row = (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Rename kind of company' });
}

describe('kind of company dialogs', () => {
  it('add: shows Kind name is required on the name when empty or blank, and sends nothing', async () => {
    const fetchMock = signIn('admin', { 'GET /kinds-of-company/': list });
    const { user } = renderApp('/admin/kinds');
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Kind name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Kind name is required');

    await user.type(within(dialog).getByLabelText(/^Name/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Kind name is required');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('edit: shows Kind name is required when the name is cleared, and sends nothing', async () => {
    const fetchMock = signIn('admin', { 'GET /kinds-of-company/': list });
    const { user } = renderApp('/admin/kinds');
    const dialog = await openEdit(user, 'Shipper');
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('Shipper');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Kind name is required')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Kind name is required');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('add: puts a 422 naming name on the field and the messages naming no field in the banner, one per line', async () => {
    signIn('admin', {
      'GET /kinds-of-company/': list,
      'POST /kinds-of-company/': () => ({
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'name'], msg: 'Kind name is required', type: 'too_small' },
            { loc: ['body'], msg: 'Invalid input', type: 'invalid_type' },
            { loc: ['body', 'code'], msg: 'Unrecognized key: "code"', type: 'unrecognized_keys' },
          ],
        },
      }),
    });
    const { user } = renderApp('/admin/kinds');
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Trucker');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Kind name is required'),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid input\nUnrecognized key: "code"');
  });

  it('edit: shows a duplicate sentence in the banner and keeps the dialog open', async () => {
    signIn('admin', {
      'GET /kinds-of-company/': list,
      'PUT /kinds-of-company/5': () => ({
        status: 409,
        body: { detail: 'A kind of company with this name already exists.' },
      }),
    });
    const { user } = renderApp('/admin/kinds');
    const dialog = await openEdit(user, 'Shipper');
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Consignee');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A kind of company with this name already exists.',
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Consignee');
  });
});
