import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CreateClientPage } from '../features/clients/pages/create-client-page';
import { CompaniesPage } from '../features/companies/pages/companies-page';
import { CreateVesselPage } from '../features/vessels/pages/create-vessel-page';
import { VesselsPage } from '../features/vessels/pages/vessels-page';
import { WorkOrderPage } from '../features/work-orders/pages/work-order-page';
import { mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render-app';

type User = ReturnType<typeof renderWithProviders>['user'];

/** Pages side by side on one route; their forms guard unsaved work, which needs a data router. */
const inDataRouter = (pages: ReactNode) => (
  <RouterProvider router={createMemoryRouter([{ path: '/', element: pages }])} />
);

const createdAt = '2025-01-15T08:30:00Z';
const line = { shippingLineId: 3, shippingLineName: 'Maersk Line' };
const page = <Row,>(data: Row[]) => ({ body: { data, total: data.length } });

async function pick(user: User, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${combobox}`) }));
  return screen.findByRole('option', { name: option, hidden: true });
}

describe('a write to a registry refreshes every list and picker that shows it', () => {
  it('renaming a company renames it in the vessel list, the shipping-agent picker and the company picker', async () => {
    let name = 'Oceanic Agency';
    const company = () => ({ id: 12, name, kindId: 2, kindName: 'Shipping Agent', isClient: false });
    mockApi({
      'GET /companies/': () => page([company()]),
      'PUT /companies/12': ({ body }) => {
        name = (body as { name: string }).name;
        return { body: company() };
      },
      'GET /kinds-of-company/': () => page([{ id: 2, name: 'Shipping Agent' }]),
      'GET /companies/shipping-agents': () => ({ body: { data: [{ id: 12, name, ...line }] } }),
      'GET /companies/company-names': () => ({ body: { data: [{ companiesId: 12, name }] } }),
      'GET /vessels/': () =>
        page([{ id: 1, name: 'MV Lorcon Cebu', voyageNumber: '2501N', shippingAgent: name, createdAt }]),
    });
    const { user } = renderWithProviders(
      inDataRouter(
        <>
          <CompaniesPage />
          <VesselsPage />
          <CreateVesselPage />
          <CreateClientPage />
        </>,
      ),
    );
    expect(await pick(user, 'Shipping agent', 'Oceanic Agency (Maersk Line)')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await pick(user, 'Company', 'Oceanic Agency')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await screen.findAllByRole('cell', { name: 'Oceanic Agency' });

    const row = screen.getByRole('cell', { name: 'Shipping Agent' }).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit company' });
    await user.clear(within(dialog).getByLabelText('Name', { exact: false }));
    await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Oceanic Shipping');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getAllByRole('cell', { name: 'Oceanic Shipping' })).toHaveLength(2));
    expect(screen.queryByRole('cell', { name: 'Oceanic Agency' })).not.toBeInTheDocument();
    expect(await pick(user, 'Shipping agent', 'Oceanic Shipping (Maersk Line)')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await pick(user, 'Company', 'Oceanic Shipping')).toBeInTheDocument();
  });

  it('a new vessel appears in the vessel list and in the vessel picker of the work order page', async () => {
    const vessels: { id: number; name: string; voyageNumber: string; shippingAgent: string; createdAt: string }[] = [];
    mockApi({
      'GET /companies/shipping-agents': () => ({ body: { data: [{ id: 12, name: 'Oceanic Agency', ...line }] } }),
      'GET /vessels/': () => page(vessels),
      'POST /vessels/': ({ body }) => {
        const { name, voyage_number } = body as { name: string; voyage_number: string };
        vessels.push({ id: 5, name, voyageNumber: voyage_number, shippingAgent: 'Oceanic Agency', createdAt });
        return { status: 201, body: vessels[0] };
      },
    });
    const { user } = renderWithProviders(
      inDataRouter(
        <>
          <CreateVesselPage />
          <VesselsPage />
          <WorkOrderPage />
        </>,
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Vessel name/ }), 'MV Lorcon Cebu');
    await user.type(screen.getByRole('textbox', { name: /^Voyage number/ }), '2501N');
    await user.click(await pick(user, 'Shipping agent', 'Oceanic Agency (Maersk Line)'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Submit Vessel?' })).getByRole('button', { name: 'Submit' }),
    );

    expect(await screen.findByRole('cell', { name: 'MV Lorcon Cebu' })).toBeInTheDocument();
    expect(await pick(user, 'Vessel', 'MV Lorcon Cebu (2501N)')).toBeInTheDocument();
  });
});
