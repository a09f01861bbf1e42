import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const agents = {
  data: [{ id: 12, name: 'Oceanic Agency', shippingLineId: 3, shippingLineName: 'Maersk Line' }],
};
type User = ReturnType<typeof renderApp>['user'];

const nameField = () => screen.findByRole('textbox', { name: /^Vessel name/ });
const voyageField = () => screen.getByRole('textbox', { name: /^Voyage number/ });
const agentField = () => screen.getByRole('combobox', { name: /^Shipping agent/ });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));
const confirmDialog = () => screen.findByRole('dialog', { name: 'Submit Vessel?' });

async function fillAll(user: User) {
  await user.type(await nameField(), 'MV Lorcon Cebu');
  await user.type(voyageField(), '2501N');
  await user.click(agentField());
  await user.click(await screen.findByRole('option', { name: 'Oceanic Agency (Maersk Line)', hidden: true }));
}

async function submitConfirmed(user: User) {
  await submit(user);
  await user.click(within(await confirmDialog()).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('Add Vessel form', () => {
  it('shows Vessel name is required, Voyage number is required and Company is required on their fields, asking nothing', async () => {
    const fetchMock = signIn('commercial', { 'GET /companies/shipping-agents': () => ({ body: agents }) });
    const { user } = renderApp('/commercial/vessels/new');
    await nameField();
    await submit(user);
    expect(await screen.findByText('Vessel name is required')).toBeInTheDocument();
    expect(await nameField()).toHaveAccessibleDescription('Vessel name is required');
    expect(voyageField()).toHaveAccessibleDescription('Voyage number is required');
    expect(agentField()).toHaveAccessibleDescription('Company is required');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('a blank name or voyage (spaces only) is still required', async () => {
    signIn('commercial', { 'GET /companies/shipping-agents': () => ({ body: agents }) });
    const { user } = renderApp('/commercial/vessels/new');
    await fillAll(user);
    await user.clear(await nameField());
    await user.type(await nameField(), '   ');
    await user.clear(voyageField());
    await user.type(voyageField(), '  ');
    await submit(user);
    expect(await screen.findByText('Vessel name is required')).toBeInTheDocument();
    expect(voyageField()).toHaveAccessibleDescription('Voyage number is required');
    expect(agentField()).not.toHaveAccessibleDescription('Company is required');
  });

  it('confirms with Submit Vessel? and sends name, voyage_number and company_id', async () => {
    let sent: unknown;
    signIn('commercial', {
      'GET /companies/shipping-agents': () => ({ body: agents }),
      'POST /vessels/': ({ body }) => {
        sent = body;
        return { status: 201, body: { id: 1 } };
      },
    });
    const { user } = renderApp('/commercial/vessels/new');
    await fillAll(user);
    await submitConfirmed(user);
    expect(await screen.findByText('Vessel created successfully')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'MV Lorcon Cebu', voyage_number: '2501N', company_id: 12 });
  });

  it('puts a 422 naming a field on that field, and the messages naming none in the banner, one per line', async () => {
    signIn('commercial', {
      'GET /companies/shipping-agents': () => ({ body: agents }),
      'POST /vessels/': () => ({
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'name'], msg: 'Vessel name is required', type: 'too_small' },
            { loc: ['body', 'voyage_number'], msg: 'Voyage number is required', type: 'too_small' },
            { loc: ['body', 'company_id'], msg: 'Company is required', type: 'too_small' },
            { loc: ['body'], msg: 'Shipping agent not found.', type: 'custom' },
            { loc: ['body', 'vessel_type'], msg: 'Unrecognized key: "vessel_type"', type: 'unrecognized_keys' },
          ],
        },
      }),
    });
    const { user } = renderApp('/commercial/vessels/new');
    await fillAll(user);
    await submitConfirmed(user);
    expect(await nameField()).toHaveAccessibleDescription('Vessel name is required');
    expect(voyageField()).toHaveAccessibleDescription('Voyage number is required');
    expect(agentField()).toHaveAccessibleDescription('Company is required');
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Shipping agent not found.');
    expect(banner.textContent).toContain('Shipping agent not found.\nUnrecognized key: "vessel_type"');
    expect(banner).not.toHaveTextContent('Vessel name is required');
  });

  it('shows the server sentence of a duplicate in the banner, and the fallback when the server says nothing', async () => {
    let reply: { status: number; body?: unknown } = {
      status: 409,
      body: { detail: 'A vessel with this name and voyage number already exists.' },
    };
    signIn('commercial', {
      'GET /companies/shipping-agents': () => ({ body: agents }),
      'POST /vessels/': () => reply,
    });
    const { user } = renderApp('/commercial/vessels/new');
    await fillAll(user);
    await submitConfirmed(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A vessel with this name and voyage number already exists.',
    );
    reply = { status: 500 };
    await submitConfirmed(user);
    expect(await screen.findByText('An unexpected error occurred while creating the vessel')).toBeInTheDocument();
    expect(await nameField()).toHaveValue('MV Lorcon Cebu');
  });
});
