import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

type User = ReturnType<typeof renderApp>['user'];

const nameField = () => screen.findByRole('textbox', { name: /^Shipping line name/ });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));
const confirmDialog = () => screen.findByRole('dialog', { name: 'Submit Shipping Line?' });

async function fillAndConfirm(user: User) {
  await user.type(await nameField(), 'Maersk Line');
  await submit(user);
  await user.click(within(await confirmDialog()).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('Create Shipping Line form', () => {
  it('shows Shipping line name is required on the name, also for spaces only, and asks nothing', async () => {
    const fetchMock = signIn('commercial');
    const { user } = renderApp('/commercial/shipping-lines/new');
    await nameField();
    await submit(user);
    expect(await screen.findByText('Shipping line name is required')).toBeInTheDocument();
    expect(await nameField()).toHaveAccessibleDescription('Shipping line name is required');

    await user.type(await nameField(), '   ');
    await submit(user);
    expect(await nameField()).toHaveAccessibleDescription('Shipping line name is required');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('confirms with Submit Shipping Line?, posts to the API base and says Shipping line created successfully', async () => {
    let sent: unknown;
    const fetchMock = signIn('commercial', {
      'POST /shipping-lines/': ({ body }) => {
        sent = body;
        return { status: 201, body: { slId: 4, name: 'Maersk Line', createdAt: '2025-01-15T08:30:00Z' } };
      },
    });
    const { user } = renderApp('/commercial/shipping-lines/new');
    await fillAndConfirm(user);
    expect(await screen.findByText('Shipping line created successfully')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Maersk Line' });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/shipping-lines/');
    expect(await nameField()).toHaveValue('');
  });

  it('puts a 422 naming name on the field and the messages naming no field in the banner, one per line', async () => {
    signIn('commercial', {
      'POST /shipping-lines/': () => ({
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'name'], msg: 'Shipping line name is required', type: 'too_small' },
            { loc: ['body'], msg: 'Invalid input', type: 'invalid_type' },
            { loc: ['query', 'mode'], msg: 'Unknown mode', type: 'custom' },
          ],
        },
      }),
    });
    const { user } = renderApp('/commercial/shipping-lines/new');
    await fillAndConfirm(user);
    expect(await nameField()).toHaveAccessibleDescription('Shipping line name is required');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('Invalid input\nUnknown mode');
  });

  it('shows a duplicate sentence in the banner, and the fallback when the server says nothing', async () => {
    let reply: { status: number; body?: unknown } = {
      status: 409,
      body: { detail: 'A shipping line with this name already exists.' },
    };
    signIn('commercial', { 'POST /shipping-lines/': () => reply });
    const { user } = renderApp('/commercial/shipping-lines/new');
    await fillAndConfirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('A shipping line with this name already exists.');
    reply = { status: 500 };
    await submit(user);
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('An unexpected error occurred while creating the shipping line'),
    ).toBeInTheDocument();
    expect(await nameField()).toHaveValue('Maersk Line');
  });
});
