import { shippingLineMessages } from '@portside/contracts/shipping-lines';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const line = { slId: 4, name: 'Maersk Lin', createdAt: '2025-02-01T00:00:00Z' };

function serve(deleteAnswer: { status?: number; body?: unknown }) {
  const sent: { call: string; body?: unknown }[] = [];
  let name = line.name;
  signIn('commercial', {
    'GET /shipping-lines/': () => ({ body: { data: [{ ...line, name }], total: 1, limit: 20, offset: 0 } }),
    'PUT /shipping-lines/4': ({ body }) => {
      sent.push({ call: 'PUT', body });
      name = (body as { name: string }).name;
      return { body: { ...line, name } };
    },
    'DELETE /shipping-lines/4': () => {
      sent.push({ call: 'DELETE' });
      return deleteAnswer;
    },
  });
  return sent;
}

describe('shipping lines page', () => {
  it('corrects a line in a dialog with the rules of its creation, and the list shows the new name', async () => {
    // The mock cannot build a 204 with a body; an empty 200 reads the same.
    const sent = serve({});
    const { user } = renderApp('/commercial/shipping-lines');
    const row = (await screen.findByRole('cell', { name: 'Maersk Lin' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit shipping line' });
    const name = within(dialog).getByRole('textbox', { name: /^Shipping line name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Shipping line name is required')).toBeInTheDocument();
    await user.type(name, 'Maersk Line');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shipping line "Maersk Line" saved.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Maersk Line' })).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'PUT', body: { name: 'Maersk Line' } }]);
  });

  it('deletes a line after confirming', async () => {
    // The mock cannot build a 204 with a body; an empty 200 reads the same.
    const sent = serve({});
    const { user } = renderApp('/commercial/shipping-lines');
    const row = (await screen.findByRole('cell', { name: 'Maersk Lin' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete shipping line?' });
    expect(dialog).toHaveTextContent('Delete "Maersk Lin"? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shipping line "Maersk Lin" deleted.')).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'DELETE' }]);
  });

  it("shows the server's sentence naming what refers to a line it will not delete", async () => {
    const detail = shippingLineMessages.agentsBelong.replace('{{count}}', '2');
    serve({ status: 409, body: { detail } });
    const { user } = renderApp('/commercial/shipping-lines');
    const row = (await screen.findByRole('cell', { name: 'Maersk Lin' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
  });
});
