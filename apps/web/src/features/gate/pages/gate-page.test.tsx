import type { GateItem } from '@portside/contracts/tracking';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepTypeAhead } from '../../../lib/type-ahead';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildTrackingResult } from '../../../test/tracking';

/** A BL of 4,000 packages in the terminal, none released yet. */
const item = (overrides: Partial<GateItem> = {}): GateItem => ({
  ...buildTrackingResult(7, { gateOutAt: null, remainingPackages: 4000, withdrawals: [] }),
  daysInTerminal: 6,
  refusals: [],
  ...overrides,
});

describe('gate page', () => {
  it('is where the guard lands, its BL input focused', async () => {
    signIn('guard');
    const { router } = renderApp('/');
    const input = await screen.findByRole('combobox', { name: 'BL number' });
    expect(router.state.location.pathname).toBe('/gate');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('inputmode', 'text');
  });

  it('shows a BL not cleared and not paid with its badges, its days and the reasons in sentences, without Release', async () => {
    const asked: (string | null)[] = [];
    const refused = item({
      clearanceNumber: null,
      clearanceDate: null,
      invoiceNumber: null,
      billingDate: null,
      orNumber: null,
      orDateIssued: null,
      refusals: ['notCleared', 'notPaid'],
    });
    signIn('guard', {
      'GET /gate/bl': ({ url }) => {
        asked.push(url.searchParams.get('bl_no'));
        return { body: { data: [refused] } };
      },
    });
    const { user } = renderApp('/gate');
    const input = await screen.findByRole('combobox', { name: 'BL number' });
    expect(screen.getByRole('button', { name: 'Find' })).toBeDisabled();
    await user.type(input, ' mnl-001 {Enter}');
    const card = await screen.findByRole('article', { name: 'MNL-001' });
    expect(asked).toEqual(['mnl-001']);
    for (const badge of ['Discharged', 'Not cleared', 'Not paid']) expect(within(card).getByText(badge)).toBeVisible();
    expect(within(card).getByText('6 days in the terminal since discharge')).toBeInTheDocument();
    const storage = within(card).getByRole('region', { name: 'Storage' });
    expect(storage).toHaveTextContent('Cargo classImport');
    expect(storage).toHaveTextContent('Free days left0');
    expect(storage).toHaveTextContent('Days charged1');
    expect(storage).toHaveTextContent('Accrued to Nov 10, 2025: ₱3,086.78 (₱2,756.05 before VAT)');
    expect(within(card).getByText('Do not release')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((reason) => reason.textContent),
    ).toEqual([
      'BL MNL-001 is not cleared by customs: no gate-out before its clearance is recorded.',
      'BL MNL-001 is not paid: no gate-out before its official receipt is recorded.',
    ]);
    expect(within(card).queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
    // Ready for the next scan: the number just searched is selected, so the next one replaces it.
    expect(input).toHaveFocus();
    expect([(input as HTMLInputElement).selectionStart, (input as HTMLInputElement).selectionEnd]).toEqual([0, 9]);
  });

  it('releases a BL a truck at a time: the packages, plate, driver and slip, what remains, and the gate pass to print', async () => {
    let current = item();
    const released: unknown[] = [];
    const truck = (id: number, packages: number, remainingPackages: number, gateOutAt: string | null) => ({
      id,
      item_id: 7,
      bl_no: 'MNL-001',
      packages,
      plate_number: 'NBC 1234',
      driver_name: 'Pedro Santos',
      slip_number: `WS-${id}`,
      released_at: '2025-11-10T07:30:00.000Z',
      remaining_packages: remainingPackages,
      gate_out_at: gateOutAt,
    });
    const first = {
      id: 31,
      packages: 2500,
      plateNumber: 'NBC 1234',
      driverName: 'Pedro Santos',
      slipNumber: 'WS-31',
      releasedAt: '2025-11-10T07:30:00.000Z',
    };
    signIn('guard', {
      'GET /gate/bl': () => ({ body: { data: [current] } }),
      'POST /gate/releases': ({ body }) => {
        released.push(body);
        if (released.length === 1) {
          current = item({ remainingPackages: 1500, withdrawals: [first] });
          return { status: 201, body: truck(31, 2500, 1500, null) };
        }
        current = item({
          gateOutAt: '2025-11-10T07:30:00.000Z',
          refusals: ['alreadyOut'],
          remainingPackages: 0,
          withdrawals: [first, { ...first, id: 32, packages: 1500, slipNumber: 'WS-32' }],
        });
        return { status: 201, body: truck(32, 1500, 0, '2025-11-10T07:30:00.000Z') };
      },
    });
    const { user, router } = renderApp('/gate');
    const input = await screen.findByRole('combobox', { name: 'BL number' });
    await user.type(input, 'MNL-001{Enter}');
    const card = await screen.findByRole('article', { name: 'MNL-001' });
    for (const badge of ['Discharged', 'Cleared', 'Paid']) expect(within(card).getByText(badge)).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Release' }));
    let dialog = await screen.findByRole('dialog', { name: 'Release BL MNL-001?' });
    expect(dialog).toHaveTextContent('4,000 packages remain in the terminal.');
    // Counted by the guard, never proposed: a quick tap does not let the whole BL out.
    const packages = within(dialog).getByRole('textbox', { name: /^Packages on this truck/ });
    expect(packages).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByText('Packages must be a whole number from 1')).toBeVisible();
    expect(within(dialog).getByText('Plate number is required, at most 20 characters')).toBeVisible();
    expect(within(dialog).getByText("Driver's name is required, at most 120 characters")).toBeVisible();
    expect(within(dialog).getByText('Withdrawal slip number is required, at most 40 characters')).toBeVisible();
    expect(released).toEqual([]);
    await user.type(packages, '2500');
    await user.type(within(dialog).getByRole('textbox', { name: /^Plate number/ }), 'nbc 1234');
    await user.type(within(dialog).getByRole('textbox', { name: /^Driver's name/ }), 'Pedro Santos');
    await user.type(within(dialog).getByRole('textbox', { name: /^Withdrawal slip number/ }), 'WS-31');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await screen.findByText('BL MNL-001: 2,500 packages left on truck NBC 1234; 1,500 remain in the terminal.'),
    ).toBeInTheDocument();
    expect(released).toEqual([
      { item_id: 7, packages: 2500, plate_number: 'NBC 1234', driver_name: 'Pedro Santos', slip_number: 'WS-31' },
    ]);
    expect(await within(card).findByText('1,500 packages remain in the terminal')).toBeInTheDocument();
    expect(within(card).getByText(/2,500 packages, truck NBC 1234, driver Pedro Santos, slip WS-31/)).toBeVisible();
    expect(input).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Release' }));
    dialog = await screen.findByRole('dialog', { name: 'Release BL MNL-001?' });
    expect(dialog).toHaveTextContent('1,500 packages remain in the terminal.');
    await user.type(within(dialog).getByRole('textbox', { name: /^Packages on this truck/ }), '1500');
    await user.type(within(dialog).getByRole('textbox', { name: /^Plate number/ }), 'NBC 1234');
    await user.type(within(dialog).getByRole('textbox', { name: /^Driver's name/ }), 'Pedro Santos');
    await user.type(within(dialog).getByRole('textbox', { name: /^Withdrawal slip number/ }), 'WS-32');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(
      await screen.findByText(
        'BL MNL-001: 1,500 packages left on truck NBC 1234; nothing remains: the BL is out of the terminal.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Left the terminal at Nov 10, 2025, 3:30 PM')).toBeInTheDocument();
    // Out of the terminal is where the BL is, not a refusal to heed.
    expect(within(card).getByText('Out of the terminal')).toBeInTheDocument();
    expect(within(card).queryByText('Do not release')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Release' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('status').querySelector('a') as HTMLElement);
    expect(router.state.location.pathname).toBe('/gate/passes/32');
  });

  it('shows the refusal of a BL released meanwhile by another guard, and the BL as it now is', async () => {
    let current = item();
    signIn('guard', {
      'GET /gate/bl': () => ({ body: { data: [current] } }),
      'POST /gate/releases': () => {
        current = item({ gateOutAt: '2025-11-10T07:30:00.000Z', refusals: ['alreadyOut'] });
        return { status: 409, body: { detail: 'BL MNL-001 already left the terminal at 2025-11-10 15:30.' } };
      },
    });
    const { user } = renderApp('/gate');
    await user.type(await screen.findByRole('combobox', { name: 'BL number' }), 'MNL-001{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Plate number/ }), 'NBC 1234');
    await user.type(within(dialog).getByRole('textbox', { name: /^Driver's name/ }), 'Pedro Santos');
    await user.type(within(dialog).getByRole('textbox', { name: /^Packages on this truck/ }), '4000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Withdrawal slip number/ }), 'WS-1');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    // The refusal is said in the dialog, which keeps what was typed.
    expect(
      await within(dialog).findByText('BL MNL-001 already left the terminal at 2025-11-10 15:30.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Plate number/ })).toHaveValue('NBC 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Left the terminal at Nov 10, 2025, 3:30 PM')).toBeInTheDocument();
  });

  it('searches a scan typed before the page was there (right after signing in)', async () => {
    const asked: (string | null)[] = [];
    signIn('guard', {
      'GET /gate/bl': ({ url }) => {
        asked.push(url.searchParams.get('bl_no'));
        return { body: { data: [item()] } };
      },
    });
    keepTypeAhead();
    // The focus is nowhere yet: the scanner's keys reach the page itself.
    for (const key of [...'MNL-001', 'Enter']) fireEvent.keyDown(document.body, { key });
    renderApp('/gate');
    expect(await screen.findByRole('article', { name: 'MNL-001' })).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'BL number' }) as HTMLInputElement;
    expect(input).toHaveValue('MNL-001');
    expect(asked).toEqual(['MNL-001']);
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 7]);
  });

  it('says No results. for an unknown BL and Failed to retrieve tracking results when the search fails', async () => {
    let answer: { status?: number; body?: unknown } = { body: { data: [] } };
    signIn('guard', { 'GET /gate/bl': () => answer });
    const { user } = renderApp('/gate');
    const input = await screen.findByRole('combobox', { name: 'BL number' });
    await user.type(input, 'NOPE{Enter}');
    expect(await screen.findByText('No results.')).toBeInTheDocument();
    answer = { status: 500 };
    await user.type(input, 'OTHER{Enter}');
    expect(await screen.findByText('Failed to retrieve tracking results')).toBeInTheDocument();
  });

  it("lets a supervisor reverse a BL's release with a reason, and offers no Release to a supervisor", async () => {
    const sent: unknown[] = [];
    let out = true;
    const truck = {
      id: 41,
      packages: 4000,
      plateNumber: 'NBC 1234',
      driverName: 'Pedro Santos',
      slipNumber: 'WS-41',
      releasedAt: '2026-01-07T01:00:00Z',
    };
    const left = () =>
      item(
        out
          ? { gateOutAt: '2026-01-07T01:00:00Z', refusals: ['alreadyOut'], remainingPackages: 0, withdrawals: [truck] }
          : { gateOutAt: null, refusals: [] },
      );
    signIn('supervisor', {
      'GET /gate/bl': () => ({ body: { data: [left()] } }),
      'POST /gate/releases/41/reverse': ({ body }) => {
        sent.push(body);
        out = false;
        return { body: left() };
      },
    });
    const { user } = renderApp('/gate');
    await user.type(await screen.findByRole('combobox', { name: 'BL number' }), 'MNL-001{Enter}');
    const card = await screen.findByRole('article', { name: 'MNL-001' });
    await user.click(within(card).getByRole('button', { name: 'Reverse release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse the release of BL MNL-001?' });
    expect(dialog).toHaveTextContent("The last truck's release (4,000 packages, truck NBC 1234) is reversed.");
    await user.click(within(dialog).getByRole('button', { name: 'Reverse release' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Truck turned back');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse release' }));
    expect(
      await screen.findByText('The release of BL MNL-001 is reversed: it is in the terminal again.'),
    ).toBeVisible();
    expect(sent).toEqual([{ reason: 'Truck turned back' }]);
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: 'Reverse release' })).not.toBeInTheDocument(),
    );
    expect(within(card).queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
  });

  it('holds a BL that owes storage, saying the amount, and lets only a supervisor release it, with a reason', async () => {
    const owing = () =>
      item({ refusals: ['storageOwed'], storageBilling: { billedTo: '2025-11-08', owedAmount: '1234.50' } });
    signIn('guard', { 'GET /gate/bl': () => ({ body: { data: [owing()] } }) });
    const guard = renderApp('/gate');
    await guard.user.type(await screen.findByRole('combobox', { name: 'BL number' }), 'MNL-001{Enter}');
    const card = await screen.findByRole('article', { name: 'MNL-001' });
    expect(within(card).getByRole('listitem')).toHaveTextContent(
      'BL MNL-001 owes PHP 1,234.50 of storage to today: it leaves once finance bills it and a receipt pays it.',
    );
    expect(within(card).getByRole('region', { name: 'Storage' })).toHaveTextContent(
      'Storage invoices bill up to Nov 8, 2025. Owed to today: ₱1,234.50',
    );
    expect(within(card).queryByRole('button', { name: /Release/ })).not.toBeInTheDocument();
    cleanup();

    const sent: unknown[] = [];
    signIn('supervisor', {
      'GET /gate/bl': () => ({ body: { data: [owing()] } }),
      'POST /gate/releases': ({ body }) => {
        sent.push(body);
        return {
          status: 201,
          body: {
            id: 51,
            itemId: 7,
            blNo: 'MNL-001',
            packages: 4000,
            plateNumber: 'NBC 1234',
            driverName: 'Pedro Santos',
            slipNumber: 'WS-51',
            releasedAt: '2025-11-10T01:00:00Z',
            remainingPackages: 0,
            gateOutAt: '2025-11-10T01:00:00Z',
          },
        };
      },
    });
    const { user } = renderApp('/gate');
    await user.type(await screen.findByRole('combobox', { name: 'BL number' }), 'MNL-001{Enter}');
    const held = await screen.findByRole('article', { name: 'MNL-001' });
    await user.click(within(held).getByRole('button', { name: 'Release owing storage' }));
    const dialog = await screen.findByRole('dialog', { name: /MNL-001/ });
    expect(dialog).toHaveTextContent('It owes PHP 1,234.50 of storage');
    await user.type(within(dialog).getByRole('textbox', { name: /^Packages on this truck/ }), '4000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Plate number/ }), 'nbc 1234');
    await user.type(within(dialog).getByRole('textbox', { name: /^Driver's name/ }), 'Pedro Santos');
    await user.type(within(dialog).getByRole('textbox', { name: /^Withdrawal slip number/ }), 'WS-51');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByText('A reason is required to release cargo that owes storage')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /^Why it leaves owing storage/ }), 'Director approved');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          item_id: 7,
          packages: 4000,
          plate_number: 'NBC 1234',
          driver_name: 'Pedro Santos',
          slip_number: 'WS-51',
          hold_reason: 'Director approved',
        },
      ]),
    );
  });
});
