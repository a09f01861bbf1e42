import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const lines = {
  data: [
    { slId: 3, name: 'Maersk Line', createdAt: '2025-01-15T08:30:00Z' },
    { slId: 5, name: 'Evergreen', createdAt: '2025-01-16T08:30:00Z' },
  ],
  total: 2,
};
const emptyAgents = { data: [], total: 0 };
type User = ReturnType<typeof renderApp>['user'];

const nameField = () => screen.findByRole('textbox', { name: /^Agent name/ });
const lineField = () => screen.getByRole('combobox', { name: /^Shipping line/ });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));
const confirmDialog = () => screen.findByRole('dialog', { name: 'Submit Shipping Agent?' });

async function fillAndConfirm(user: User) {
  await nameField();
  await user.click(lineField());
  await user.click(await screen.findByRole('option', { name: 'Maersk Line', hidden: true }));
  await user.type(await nameField(), 'Oceanic Agency');
  await submit(user);
  await user.click(within(await confirmDialog()).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

function handlers(post?: (body: unknown) => { status: number; body?: unknown }) {
  return {
    'GET /shipping-lines/': () => ({ body: lines }),
    'GET /shipping-agents/': () => ({ body: emptyAgents }),
    ...(post ? { 'POST /shipping-agents/': ({ body }: { body: unknown }) => post(body) } : {}),
  };
}

describe('Create Shipping Agent form', () => {
  for (const path of ['/commercial/shipping-agents/new', '/commercial/shipping-agents']) {
    it(`at ${path} shows Shipping line is required and Agent name is required on their fields, asking nothing`, async () => {
      const fetchMock = signIn('commercial', handlers());
      const { user } = renderApp(path);
      await nameField();
      await submit(user);
      expect(await screen.findByText('Agent name is required')).toBeInTheDocument();
      expect(await nameField()).toHaveAccessibleDescription('Agent name is required');
      expect(lineField()).toHaveAccessibleDescription('Shipping line is required');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    });
  }

  it('keeps Agent name is required for spaces only once the line is chosen', async () => {
    signIn('commercial', handlers());
    const { user } = renderApp('/commercial/shipping-agents/new');
    await user.click(await screen.findByRole('combobox', { name: /^Shipping line/ }));
    await user.click(await screen.findByRole('option', { name: 'Evergreen', hidden: true }));
    await user.type(await nameField(), '   ');
    await submit(user);
    expect(await screen.findByText('Agent name is required')).toBeInTheDocument();
    expect(lineField()).not.toHaveAccessibleDescription('Shipping line is required');
  });

  it('confirms with Submit Shipping Agent? and sends sl_id and name', async () => {
    let sent: unknown;
    signIn(
      'commercial',
      handlers((body) => {
        sent = body;
        return { status: 201, body: { id: 9 } };
      }),
    );
    const { user } = renderApp('/commercial/shipping-agents/new');
    await fillAndConfirm(user);
    expect(await screen.findByText('Shipping agent created successfully')).toBeInTheDocument();
    expect(sent).toEqual({ sl_id: 3, name: 'Oceanic Agency' });
  });

  it('puts a 422 naming sl_id or name on that field and the messages naming no field in the banner, one per line', async () => {
    signIn(
      'commercial',
      handlers(() => ({
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'sl_id'], msg: 'Shipping line is required', type: 'too_small' },
            { loc: ['body', 'name'], msg: 'Agent name is required', type: 'too_small' },
            { loc: ['body'], msg: 'Shipping line not found.', type: 'custom' },
            { loc: ['body', 'kind_id'], msg: 'Unrecognized key: "kind_id"', type: 'unrecognized_keys' },
          ],
        },
      })),
    );
    const { user } = renderApp('/commercial/shipping-agents/new');
    await fillAndConfirm(user);
    expect(await nameField()).toHaveAccessibleDescription('Agent name is required');
    expect(lineField()).toHaveAccessibleDescription('Shipping line is required');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('Shipping line not found.\nUnrecognized key: "kind_id"');
  });

  it('shows a duplicate sentence in the banner, and the fallback when the server says nothing', async () => {
    let reply: { status: number; body?: unknown } = {
      status: 409,
      body: { detail: 'A company with this name already exists.' },
    };
    signIn(
      'commercial',
      handlers(() => reply),
    );
    const { user } = renderApp('/commercial/shipping-agents/new');
    await fillAndConfirm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('A company with this name already exists.');
    reply = { status: 500 };
    await submit(user);
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('An unexpected error occurred while creating the shipping agent'),
    ).toBeInTheDocument();
  });
});
