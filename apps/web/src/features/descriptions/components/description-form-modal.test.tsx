import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const descriptions = [
  { id: 1, content: 'Rice in bags' },
  { id: 2, content: 'Steel coils' },
];
const list = () => ({ body: { data: descriptions, total: descriptions.length } });
type User = ReturnType<typeof renderApp>['user'];

async function openAdd(user: User) {
  await screen.findByRole('cell', { name: 'Rice in bags' });
  await user.click(screen.getByRole('button', { name: 'Add description' }));
  return screen.findByRole('dialog', { name: 'New description' });
}

async function openEdit(user: User, content: string) {
  const row = (await screen.findByRole('cell', { name: content })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit description' });
}

const field = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Description' });

describe('description dialogs', () => {
  it('add: shows Description is required on the field when empty or blank, and sends nothing', async () => {
    const fetchMock = signIn('admin', { 'GET /description/': list });
    const { user } = renderApp('/admin/descriptions');
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();
    expect(field(dialog)).toHaveAccessibleDescription('Description is required');

    await user.type(field(dialog), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(field(dialog)).toHaveAccessibleDescription('Description is required');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('edit: shows Description is required when the content is cleared, and sends nothing', async () => {
    const fetchMock = signIn('admin', { 'GET /description/': list });
    const { user } = renderApp('/admin/descriptions');
    const dialog = await openEdit(user, 'Steel coils');
    expect(field(dialog)).toHaveValue('Steel coils');
    await user.clear(field(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();
    expect(field(dialog)).toHaveAccessibleDescription('Description is required');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('edit: puts a 422 naming content on the field and the messages naming no field in the banner, one per line', async () => {
    signIn('admin', {
      'GET /description/': list,
      'PUT /description/2': () => ({
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'content'], msg: 'Description is required', type: 'too_small' },
            { loc: ['path', 'id'], msg: 'Invalid input: expected number', type: 'invalid_type' },
            { loc: ['body'], msg: 'Invalid input', type: 'invalid_type' },
          ],
        },
      }),
    });
    const { user } = renderApp('/admin/descriptions');
    const dialog = await openEdit(user, 'Steel coils');
    await user.type(field(dialog), ' (hot rolled)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(dialog)).toHaveAccessibleDescription('Description is required'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid input: expected number\nInvalid input');
  });

  it('add: shows a duplicate sentence in the banner and keeps the dialog open', async () => {
    signIn('admin', {
      'GET /description/': list,
      'POST /description/': () => ({ status: 409, body: { detail: 'This description already exists.' } }),
    });
    const { user } = renderApp('/admin/descriptions');
    const dialog = await openAdd(user);
    await user.type(field(dialog), 'Rice in bags');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This description already exists.');
    expect(field(dialog)).toHaveValue('Rice in bags');
  });
});
