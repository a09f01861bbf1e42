import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const handlers = [
  { id: 1, name: 'Harbor Star Arrastre', type: 'arrastre' },
  { id: 2, name: 'Harbor Star Stevedoring', type: 'stevedoring' },
];
const list = () => ({ body: { data: handlers, total: handlers.length } });
type User = ReturnType<typeof renderApp>['user'];

async function openAdd(user: User) {
  await screen.findByRole('cell', { name: 'Harbor Star Arrastre' });
  await user.click(screen.getByRole('button', { name: 'Add cargo handler' }));
  return screen.findByRole('dialog', { name: 'New cargo handler' });
}

async function openEdit(user: User, name: string) {
  const row = (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit cargo handler' });
}

const nameField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Name' });
const typeField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /^Type/ });
const save = (user: User, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('cargo handler dialogs', () => {
  it('add: shows Handler name is required and Handler type is required on their fields, and sends nothing', async () => {
    const fetchMock = signIn('admin', { 'GET /cargo-handlers/': list });
    const { user } = renderApp('/admin/cargo-handlers');
    const dialog = await openAdd(user);
    await save(user, dialog);
    expect(await within(dialog).findByText('Handler name is required')).toBeInTheDocument();
    expect(nameField(dialog)).toHaveAccessibleDescription('Handler name is required');
    expect(typeField(dialog)).toHaveAccessibleDescription('Handler type is required');

    await user.type(nameField(dialog), '   ');
    await save(user, dialog);
    expect(nameField(dialog)).toHaveAccessibleDescription('Handler name is required');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('edit: shows Handler name is required when the name is cleared, and sends nothing', async () => {
    const fetchMock = signIn('admin', { 'GET /cargo-handlers/': list });
    const { user } = renderApp('/admin/cargo-handlers');
    const dialog = await openEdit(user, 'Harbor Star Stevedoring');
    expect(nameField(dialog)).toHaveValue('Harbor Star Stevedoring');
    await user.clear(nameField(dialog));
    await save(user, dialog);
    expect(await within(dialog).findByText('Handler name is required')).toBeInTheDocument();
    expect(nameField(dialog)).toHaveAccessibleDescription('Handler name is required');
    expect(typeField(dialog)).not.toHaveAccessibleDescription('Handler type is required');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('edit: puts a 422 naming name or type on that field and the messages naming no field in the banner, one per line', async () => {
    signIn('admin', {
      'GET /cargo-handlers/': list,
      'PUT /cargo-handlers/2': () => ({
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'name'], msg: 'Handler name is required', type: 'too_small' },
            { loc: ['body', 'type'], msg: 'Handler type is required', type: 'invalid_value' },
            { loc: ['body'], msg: 'Invalid input', type: 'invalid_type' },
            { loc: ['body', 'rate'], msg: 'Unrecognized key: "rate"', type: 'unrecognized_keys' },
          ],
        },
      }),
    });
    const { user } = renderApp('/admin/cargo-handlers');
    const dialog = await openEdit(user, 'Harbor Star Stevedoring');
    await user.type(nameField(dialog), ' Inc.');
    await save(user, dialog);
    await waitFor(() => expect(nameField(dialog)).toHaveAccessibleDescription('Handler name is required'));
    expect(typeField(dialog)).toHaveAccessibleDescription('Handler type is required');
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid input\nUnrecognized key: "rate"');
  });

  it('add: shows a duplicate sentence in the banner and keeps the dialog open', async () => {
    signIn('admin', {
      'GET /cargo-handlers/': list,
      'POST /cargo-handlers/': () => ({
        status: 409,
        body: { detail: 'A cargo handler with this name and type already exists.' },
      }),
    });
    const { user } = renderApp('/admin/cargo-handlers');
    const dialog = await openAdd(user);
    await user.type(nameField(dialog), 'Harbor Star Arrastre');
    await user.click(typeField(dialog));
    await user.click(await within(dialog).findByRole('option', { name: 'Arrastre', hidden: true }));
    await save(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A cargo handler with this name and type already exists.',
    );
    expect(nameField(dialog)).toHaveValue('Harbor Star Arrastre');
  });
});
