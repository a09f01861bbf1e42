import { versionMessages } from '@portside/contracts/versions';
import { vesselRemovalMessages } from '@portside/contracts/vessels';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const vessel = {
  id: 9,
  name: 'MV Lorcon Cebu',
  voyageNumber: '2501N',
  shippingAgent: 'Oceanic Agency',
  shippingAgentId: 12,
  createdAt: '2025-02-01T00:00:00Z',
  version: '731',
};
const agents = {
  data: [
    { id: 12, name: 'Oceanic Agency', shippingLineId: 3, shippingLineName: 'Maersk Line' },
    { id: 14, name: 'Visayas Ship Agency', shippingLineId: 5, shippingLineName: 'CMA CGM' },
  ],
};

function serve(deleteAnswer: { status?: number; body?: unknown } = {}, putAnswer?: { status: number; body: unknown }) {
  const sent: { call: string; body?: unknown; ifMatch?: string | null }[] = [];
  let shown = vessel;
  signIn('commercial', {
    'GET /vessels/': () => ({ body: { data: [shown], total: 1, limit: 20, offset: 0 } }),
    'GET /companies/shipping-agents': () => ({ body: agents }),
    'PUT /vessels/9': ({ body, headers }) => {
      sent.push({ call: 'PUT', body, ifMatch: headers.get('If-Match') });
      if (putAnswer) {
        // Another clerk's correction, saved first.
        shown = { ...vessel, voyageNumber: '2501S', version: '744' };
        return putAnswer;
      }
      const { voyage_number: voyageNumber } = body as { voyage_number: string };
      shown = { ...vessel, voyageNumber, version: '740' };
      return { body: shown };
    },
    'DELETE /vessels/9': () => {
      sent.push({ call: 'DELETE' });
      return deleteAnswer;
    },
  });
  return sent;
}

const rowOf = async (text: string) => (await screen.findByRole('cell', { name: text })).closest('tr') as HTMLElement;

describe('vessels page', () => {
  it('corrects the voyage in a dialog that starts from the vessel, its agent shown', async () => {
    const sent = serve();
    const { user } = renderApp('/commercial/vessels');
    await user.click(within(await rowOf('MV Lorcon Cebu')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit vessel' });
    expect(within(dialog).getByRole('textbox', { name: /^Vessel name/ })).toHaveValue('MV Lorcon Cebu');
    // The vessel's agent, named as the list names it until the picker's options (which add the line) arrive.
    const agent = within(dialog).getByRole('combobox', { name: /^Shipping agent/ }) as HTMLInputElement;
    expect(agent.value).toMatch(/^Oceanic Agency/);
    const voyage = within(dialog).getByRole('textbox', { name: /^Voyage number/ });
    await user.clear(voyage);
    await user.type(voyage, '2502N');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vessel "MV Lorcon Cebu 2502N" saved.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '2502N' })).toBeInTheDocument();
    expect(sent).toEqual([
      { call: 'PUT', body: { name: 'MV Lorcon Cebu', voyage_number: '2502N', company_id: 12 }, ifMatch: '"731"' },
    ]);
  });

  it("refuses a correction another clerk's save overtook, says so in the language, and shows the new values", async () => {
    const sent = serve({}, { status: 409, body: { detail: versionMessages.changed } });
    const { user } = renderApp('/commercial/vessels');
    await user.click(within(await rowOf('MV Lorcon Cebu')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit vessel' });
    const voyage = within(dialog).getByRole('textbox', { name: /^Voyage number/ });
    await user.clear(voyage);
    await user.type(voyage, '2502N');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(versionMessages.changed)).toBeInTheDocument();
    expect(sent).toMatchObject([{ call: 'PUT', ifMatch: '"731"' }]);
    // The list behind the dialog already shows what the other clerk saved.
    expect(await screen.findByRole('cell', { name: '2501S' })).toBeInTheDocument();
  });

  it("deletes after confirming, and shows the server's sentence when work orders are recorded for the vessel", async () => {
    const detail = vesselRemovalMessages.workOrders.replace('{{count}}', '3');
    const sent = serve({ status: 409, body: { detail } });
    const { user } = renderApp('/commercial/vessels');
    await user.click(within(await rowOf('MV Lorcon Cebu')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete vessel?' });
    expect(dialog).toHaveTextContent('Delete "MV Lorcon Cebu 2501N"? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'DELETE' }]);
  });
});
