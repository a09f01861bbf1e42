import { shippingAgentRemovalMessages } from '@portside/contracts/shipping-agents';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const agent = {
  id: 12,
  name: 'Oceanic Agncy',
  shippingLineId: 3,
  shippingLineName: 'Maersk Line',
  createdAt: '2025-02-01T00:00:00Z',
};

function serve(deleteAnswer: { status?: number; body?: unknown }) {
  const sent: { call: string; body?: unknown }[] = [];
  let name = agent.name;
  signIn('commercial', {
    'GET /shipping-agents/': () => ({ body: { data: [{ ...agent, name }], total: 1, limit: 20, offset: 0 } }),
    'GET /shipping-lines/': () => ({
      body: { data: [{ slId: 3, name: 'Maersk Line', createdAt: agent.createdAt }], total: 1, limit: 20, offset: 0 },
    }),
    'PUT /shipping-agents/12': ({ body }) => {
      sent.push({ call: 'PUT', body });
      name = (body as { name: string }).name;
      return { body: { ...agent, name } };
    },
    'DELETE /shipping-agents/12': () => {
      sent.push({ call: 'DELETE' });
      return deleteAnswer;
    },
  });
  return sent;
}

describe('shipping agents page', () => {
  it('corrects an agent in a dialog that starts from its line, and the list shows the new name', async () => {
    const sent = serve({});
    const { user } = renderApp('/commercial/shipping-agents');
    const row = (await screen.findByRole('cell', { name: 'Oceanic Agncy' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shipping agent' });
    expect(within(dialog).getByRole('combobox', { name: /^Shipping line/ })).toHaveValue('Maersk Line');
    const name = within(dialog).getByRole('textbox', { name: /^Agent name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Agent name is required')).toBeInTheDocument();
    await user.type(name, 'Oceanic Agency');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shipping agent "Oceanic Agency" saved.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Oceanic Agency' })).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'PUT', body: { sl_id: 3, name: 'Oceanic Agency' } }]);
  });

  it("deletes after confirming, and shows the server's sentence naming what refers to an agent", async () => {
    const detail = shippingAgentRemovalMessages.vessels.replace('{{count}}', '4');
    serve({ status: 409, body: { detail } });
    const { user } = renderApp('/commercial/shipping-agents');
    const row = (await screen.findByRole('cell', { name: 'Oceanic Agncy' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete shipping agent?' });
    expect(dialog).toHaveTextContent('Delete "Oceanic Agncy"? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
  });
});
