import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const pass = {
  id: 32,
  item_id: 7,
  bl_no: 'MNL-001',
  packages: 1500,
  plate_number: 'NBC 1234',
  driver_name: 'Pedro Santos',
  slip_number: 'WS-32',
  released_at: '2025-11-10T07:30:00.000Z',
  remaining_packages: 0,
  gate_out_at: '2025-11-10T07:30:00.000Z',
  vessel_name: 'MV Pacific Star',
  voyage_no: 'V.2511',
  consignee: 'LUZON GRAINS INC.',
  description: 'RICE IN BAGS',
  total_packages: 4000,
  remaining_after: 0,
  released_by: 'guard',
  reversed: false,
  holdReason: null,
};

describe('gate pass page', () => {
  it('prints the truck, what it took, the BL and what remained once it left, with the signatures', async () => {
    signIn('guard', { 'GET /gate/releases/32': () => ({ body: pass }) });
    renderApp('/gate/passes/32');
    const sheet = await screen.findByRole('article', { name: 'Gate pass' });
    expect(within(sheet).getByText('GATE PASS')).toBeInTheDocument();
    expect(within(sheet).getByText('No. 00000032')).toBeInTheDocument();
    const rows = within(sheet)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'BLMNL-001',
      'VesselMV Pacific Star V.2511',
      'ConsigneeLUZON GRAINS INC.',
      'DescriptionRICE IN BAGS',
      'Packages on this truck1,500',
      'Packages of the BL4,000',
      'Remaining in the terminal after this truck0',
      'Truck plateNBC 1234',
      'DriverPedro Santos',
      'Withdrawal slipWS-32',
      'Released atNov 10, 2025, 3:30 PM',
      'Released byguard',
    ]);
    expect(within(sheet).getByText("Driver's signature")).toBeInTheDocument();
    expect(within(sheet).queryByText('REVERSED')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('marks a reversed release', async () => {
    signIn('supervisor', { 'GET /gate/releases/32': () => ({ body: { ...pass, reversed: true } }) });
    renderApp('/gate/passes/32');
    expect(await screen.findByText('REVERSED')).toBeInTheDocument();
  });

  it('says when the release is not found', async () => {
    signIn('guard', {
      'GET /gate/releases/99': () => ({ status: 404, body: { detail: 'The chosen release was not found.' } }),
    });
    renderApp('/gate/passes/99');
    expect(await screen.findByText('The chosen release was not found.')).toBeInTheDocument();
  });
});
