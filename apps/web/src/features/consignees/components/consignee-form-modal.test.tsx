import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const consignees = [
  { id: 1, name: 'Mindanao Rice Traders', companyId: 7, companyName: 'Mindanao Rice Traders Inc.' },
  { id: 2, name: 'Cebu Steel Corp', companyId: null, companyName: null },
];
const companies = {
  data: [{ id: 7, name: 'Mindanao Rice Traders Inc.', kindId: 3, kindName: 'Consignee', isClient: true }],
  total: 1,
};
const baseHandlers = {
  'GET /consignees/': () => ({ body: { data: consignees, total: consignees.length } }),
  'GET /companies/': () => ({ body: companies }),
};
type User = ReturnType<typeof renderApp>['user'];

async function openAdd(user: User) {
  await screen.findByRole('cell', { name: 'Cebu Steel Corp' });
  await user.click(screen.getByRole('button', { name: 'Add consignee' }));
  return screen.findByRole('dialog', { name: 'New consignee' });
}

async function openEdit(user: User, name: string) {
  const row = (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit consignee' });
}

const nameField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Name' });
const companyField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Client company' });
const save = (user: User, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('consignee dialogs', () => {
  it('add: shows Consignee name is required on the name when empty or blank; the company is optional', async () => {
    const fetchMock = signIn('admin', baseHandlers);
    const { user } = renderApp('/admin/consignees');
    const dialog = await openAdd(user);
    await save(user, dialog);
    expect(await within(dialog).findByText('Consignee name is required')).toBeInTheDocument();
    expect(nameField(dialog)).toHaveAccessibleDescription('Consignee name is required');
    expect(companyField(dialog)).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(nameField(dialog), '   ');
    await save(user, dialog);
    expect(nameField(dialog)).toHaveAccessibleDescription('Consignee name is required');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('edit: shows Consignee name is required when the name is cleared, and sends nothing', async () => {
    const fetchMock = signIn('admin', baseHandlers);
    const { user } = renderApp('/admin/consignees');
    const dialog = await openEdit(user, 'Mindanao Rice Traders');
    expect(nameField(dialog)).toHaveValue('Mindanao Rice Traders');
    await user.clear(nameField(dialog));
    await save(user, dialog);
    expect(await within(dialog).findByText('Consignee name is required')).toBeInTheDocument();
    expect(nameField(dialog)).toHaveAccessibleDescription('Consignee name is required');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('edit: puts a 422 naming name or company_id on that field and the messages naming no field in the banner, one per line', async () => {
    signIn('admin', {
      ...baseHandlers,
      'PUT /consignees/1': () => ({
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'name'], msg: 'Consignee name is required', type: 'too_small' },
            { loc: ['body', 'company_id'], msg: 'The chosen company is not a client.', type: 'custom' },
            { loc: ['body'], msg: 'Invalid input', type: 'invalid_type' },
            { loc: ['body', 'alias'], msg: 'Unrecognized key: "alias"', type: 'unrecognized_keys' },
          ],
        },
      }),
    });
    const { user } = renderApp('/admin/consignees');
    const dialog = await openEdit(user, 'Mindanao Rice Traders');
    await user.type(nameField(dialog), ' Co.');
    await save(user, dialog);
    await waitFor(() => expect(nameField(dialog)).toHaveAccessibleDescription('Consignee name is required'));
    expect(companyField(dialog)).toHaveAccessibleDescription('The chosen company is not a client.');
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid input\nUnrecognized key: "alias"');
  });

  it('add: shows a duplicate sentence in the banner and keeps the dialog open', async () => {
    signIn('admin', {
      ...baseHandlers,
      'POST /consignees/': () => ({ status: 409, body: { detail: 'A consignee with this name already exists.' } }),
    });
    const { user } = renderApp('/admin/consignees');
    const dialog = await openAdd(user);
    await user.type(nameField(dialog), 'Cebu Steel Corp');
    await save(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A consignee with this name already exists.');
    expect(nameField(dialog)).toHaveValue('Cebu Steel Corp');
  });
});
