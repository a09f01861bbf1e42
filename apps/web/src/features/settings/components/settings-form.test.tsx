import type { Settings } from '@portside/contracts/settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

type User = ReturnType<typeof renderApp>['user'];

const valid: Settings = {
  ownOperators: ['AITSI'],
  timeZone: 'Asia/Manila',
  tariffs: [
    { category: 'stevedoring', basis: 'cbm', ratePerCbm: '150.00', vatPercent: '12.00', effectiveFrom: '2024-01-01' },
  ],
  storageTariffs: [
    {
      cargoClass: 'import',
      basis: 'revenueTon',
      freeDays: 5,
      ratePerDay: '12.00',
      tiers: [{ fromDay: 31, ratePerDay: '24.00' }],
      vatPercent: '12.00',
      effectiveFrom: '2024-01-01',
    },
  ],
  targets: [{ year: 2025, month: null, category: 'arrastre', cbm: 120000 }],
  registeredName: 'PORTSIDE TERMINAL SERVICES INC.',
  registeredAddress: 'Pier 9, North Harbor, Manila',
  tin: '004-512-338-00000',
  vatRegistered: true,
  withholdingPercent: '2.00',
  contactAddresses: [{ label: 'Main office', address: 'Pier 9, North Harbor, Manila' }],
  officeHours: 'Monday to Saturday, 8:00 to 17:00',
  contactPhone: '+63 2 8123 4567',
  contactEmail: 'info@portside.example',
};

function open(settings: Settings, put?: (body: unknown) => { status?: number; body?: unknown }) {
  const fetchMock = signIn('admin', {
    'GET /settings': () => ({ body: settings }),
    'GET /cargo-handlers/': () => ({ body: { data: [], total: 0 } }),
    ...(put ? { 'PUT /settings': ({ body }: { body: unknown }) => put(body) } : {}),
  });
  const rendered = renderApp('/admin/settings');
  return { ...rendered, fetchMock };
}

const saveButton = () => screen.findByRole('button', { name: 'Save settings' });
const save = async (user: User) => user.click(await saveButton());
const puts = (fetchMock: ReturnType<typeof signIn>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const rowOf = (element: HTMLElement) => element.closest('tr') as HTMLElement;
const timeZoneField = () => screen.getByRole('combobox', { name: 'Time zone' });
const operatorsField = () => screen.getByRole('combobox', { name: 'Our operator names' });
const tariffsRegion = () => within(screen.getByRole('region', { name: 'Tariffs' }));
const storageRegion = () => within(screen.getByRole('region', { name: 'Storage tariffs' }));

describe('settings form', { timeout: 20_000 }, () => {
  it('shows Rate per CBM, VAT rate, Effective date, Year and CBM messages on the emptied fields of their row, and saves nothing', async () => {
    const { user, fetchMock } = open(valid);
    await saveButton();
    const tariff = rowOf(screen.getByRole('textbox', { name: 'Rate before VAT' }));
    const target = rowOf(screen.getByRole('textbox', { name: 'Year' }));
    await user.clear(within(tariff).getByRole('textbox', { name: 'Rate before VAT' }));
    await user.clear(within(tariff).getByRole('textbox', { name: 'VAT rate' }));
    fireEvent.change(within(tariff).getByLabelText('Effective from'), { target: { value: '' } });
    await user.clear(within(target).getByRole('textbox', { name: 'Year' }));
    await user.clear(within(target).getByRole('textbox', { name: 'CBM' }));
    await save(user);

    expect(await screen.findByText('Rate per CBM must be 0 or more')).toBeInTheDocument();
    expect(within(tariff).getByRole('textbox', { name: 'Rate before VAT' })).toHaveAccessibleDescription(
      'Rate per CBM must be 0 or more',
    );
    expect(within(tariff).getByRole('textbox', { name: 'VAT rate' })).toHaveAccessibleDescription(
      'VAT rate must be from 0 to less than 100%',
    );
    expect(within(tariff).getByLabelText('Effective from')).toHaveAccessibleDescription('Effective date is required');
    expect(within(target).getByRole('textbox', { name: 'Year' })).toHaveAccessibleDescription(
      'Year must be between 2000 and 2100',
    );
    expect(within(target).getByRole('textbox', { name: 'CBM' })).toHaveAccessibleDescription('CBM must be 0 or more');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('shows Operator name is required, Choose a time zone from the list. and Month must be between 1 and 12 for stored values the rules refuse', async () => {
    const { user, fetchMock } = open({
      ...valid,
      ownOperators: ['AITSI', '   '],
      timeZone: 'Mars/Olympus_Mons',
      targets: [{ year: 2025, month: 13, category: 'arrastre', cbm: 10 }],
    });
    await save(user);
    expect(await screen.findByText('Operator name is required')).toBeInTheDocument();
    expect(operatorsField()).toHaveAccessibleDescription(expect.stringContaining('Operator name is required'));
    expect(timeZoneField()).toHaveAccessibleDescription('Choose a time zone from the list.');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveAccessibleDescription(
      'Month must be between 1 and 12',
    );
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('shows Each operator name may appear only once. on the operator names', async () => {
    const { user, fetchMock } = open({ ...valid, ownOperators: ['AITSI', 'Harbor Star', 'aitsi'] });
    await save(user);
    expect(await screen.findByText('Each operator name may appear only once.')).toBeInTheDocument();
    expect(operatorsField()).toHaveAccessibleDescription(
      expect.stringContaining('Each operator name may appear only once.'),
    );
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('shows the tariff and target duplicate messages on the second row of the same category and date or period', async () => {
    const { user, fetchMock } = open(valid);
    await user.click(await screen.findByRole('button', { name: 'Add tariff' }));
    await user.click(screen.getByRole('button', { name: 'Add tariff' }));
    await user.click(screen.getByRole('button', { name: 'Add target' }));
    await user.click(screen.getByRole('button', { name: 'Add target' }));
    await save(user);

    expect(await screen.findByText('Only one tariff per category may start on the same date.')).toBeInTheDocument();
    const dates = within(screen.getByRole('region', { name: 'Tariffs' })).getAllByLabelText('Effective from');
    expect(dates).toHaveLength(3);
    expect(dates[1]).not.toHaveAccessibleDescription();
    expect(dates[2]).toHaveAccessibleDescription('Only one tariff per category may start on the same date.');
    const months = screen.getAllByRole('combobox', { name: 'Month' });
    expect(months).toHaveLength(3);
    expect(months[1]).not.toHaveAccessibleDescription();
    expect(months[2]).toHaveAccessibleDescription('Only one target per category for each year and month.');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('adds a storage tariff with the free days of its class and a higher rate, and refuses a tier within the free days', async () => {
    let sent: Record<string, unknown> | undefined;
    const { user, fetchMock } = open({ ...valid, storageTariffs: [] }, (body) => {
      sent = body as typeof sent;
      return { body: valid };
    });
    await user.click(await screen.findByRole('button', { name: 'Add storage tariff' }));
    const storage = storageRegion();
    expect(storage.getByRole('combobox', { name: 'Cargo class' })).toHaveValue('Import');
    expect(storage.getByRole('textbox', { name: 'Free days' })).toHaveValue('5');
    expect(storage.getByText('In force today')).toBeInTheDocument();
    await user.clear(storage.getByRole('textbox', { name: 'Rate per day before VAT' }));
    await user.type(storage.getByRole('textbox', { name: 'Rate per day before VAT' }), '12.5');
    await user.click(storage.getByRole('button', { name: 'Add a rate from a day' }));
    const fromDay = storage.getByRole('textbox', { name: 'From day in the terminal' });
    expect(fromDay).toHaveValue('35');
    await user.clear(fromDay);
    await user.type(fromDay, '4');
    await save(user);
    expect(fromDay).toHaveAccessibleDescription('A rate from a day starts after the free days, at most on day 3650');
    expect(puts(fetchMock)).toHaveLength(0);
    await user.clear(fromDay);
    await user.type(fromDay, '31');
    await user.clear(storage.getByRole('textbox', { name: 'Rate per day from that day' }));
    await user.type(storage.getByRole('textbox', { name: 'Rate per day from that day' }), '25');
    await save(user);
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(sent?.storage_tariffs).toEqual([
      expect.objectContaining({
        cargo_class: 'import',
        basis: 'revenueTon',
        free_days: 5,
        rate_per_day: '12.50',
        tiers: [{ from_day: 31, rate_per_day: '25.00' }],
      }),
    ]);
  });

  it('saves the document and says Settings saved.', async () => {
    let sent: unknown;
    const { user } = open(valid, (body) => {
      sent = body;
      return { body: valid };
    });
    await save(user);
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(sent).toEqual({
      own_operators: ['AITSI'],
      time_zone: 'Asia/Manila',
      tariffs: [
        {
          category: 'stevedoring',
          basis: 'cbm',
          rate_per_cbm: '150.00',
          vat_percent: '12.00',
          effective_from: '2024-01-01',
        },
      ],
      storage_tariffs: [
        {
          cargo_class: 'import',
          basis: 'revenueTon',
          free_days: 5,
          rate_per_day: '12.00',
          tiers: [{ from_day: 31, rate_per_day: '24.00' }],
          vat_percent: '12.00',
          effective_from: '2024-01-01',
        },
      ],
      targets: [{ year: 2025, month: null, category: 'arrastre', cbm: 120000 }],
      registered_name: 'PORTSIDE TERMINAL SERVICES INC.',
      registered_address: 'Pier 9, North Harbor, Manila',
      tin: '004-512-338-00000',
      vat_registered: true,
      withholding_percent: '2.00',
      contact_addresses: [{ label: 'Main office', address: 'Pier 9, North Harbor, Manila' }],
      office_hours: 'Monday to Saturday, 8:00 to 17:00',
      contact_phone: '+63 2 8123 4567',
      contact_email: 'info@portside.example',
    });
  });

  it('sends the withholding rate receipts propose, and refuses one above 15%', async () => {
    let sent: Record<string, unknown> | undefined;
    const { user, fetchMock } = open(valid, (body) => {
      sent = body as typeof sent;
      return { body: valid };
    });
    const rate = await screen.findByRole('textbox', { name: 'Withholding tax rate on receipts' });
    await user.clear(rate);
    await user.type(rate, '15.5');
    await save(user);
    expect(rate).toHaveAccessibleDescription(/Withholding tax rate must be more than 0% and at most 15%/);
    expect(puts(fetchMock)).toHaveLength(0);
    await user.clear(rate);
    await user.type(rate, '1');
    await save(user);
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(sent?.withholding_percent).toBe('1.00');
  });

  it("edits the seller's registration and a tariff's basis, and refuses a TIN without its branch code", async () => {
    let sent: Record<string, unknown> | undefined;
    const { user, fetchMock } = open(valid, (body) => {
      sent = body as typeof sent;
      return { body: valid };
    });
    const tin = await screen.findByRole('textbox', { name: 'TIN with branch code' });
    await user.clear(tin);
    await user.type(tin, '004-512-338');
    await save(user);
    await waitFor(() =>
      expect(tin).toHaveAccessibleDescription(
        expect.stringContaining('TIN must be written with its branch code: 000-123-456-00000'),
      ),
    );
    expect(puts(fetchMock)).toHaveLength(0);
    await user.type(tin, '-00001');
    await user.click(screen.getByRole('switch', { name: /^VAT-registered/ }));
    const basis = tariffsRegion().getByRole('combobox', { name: 'Charged per' });
    await user.click(basis);
    const options = await waitFor(
      () => document.getElementById(basis.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    await user.click(within(options).getByRole('option', { name: /^Revenue ton/, hidden: true }));
    await save(user);
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(sent).toMatchObject({
      tin: '004-512-338-00001',
      vat_registered: false,
      tariffs: [expect.objectContaining({ basis: 'revenueTon' })],
    });
  });

  it('sends a typed rate as a decimal string with two places, never a float', async () => {
    let sent: { tariffs: { rate_per_cbm: unknown; vat_percent: unknown }[] } | undefined;
    const { user } = open(valid, (body) => {
      sent = body as typeof sent;
      return { body: valid };
    });
    const rate = await screen.findByRole('textbox', { name: 'Rate before VAT' });
    await user.clear(rate);
    await user.type(rate, '1234567.1');
    await user.clear(tariffsRegion().getByRole('textbox', { name: 'VAT rate' }));
    await user.type(tariffsRegion().getByRole('textbox', { name: 'VAT rate' }), '12.5');
    await save(user);
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(sent?.tariffs[0]).toMatchObject({ rate_per_cbm: '1234567.10', vat_percent: '12.50' });
  });

  it('puts a 422 naming a field on that field, and the messages naming no field in the banner, one per line', async () => {
    const { user } = open(valid, () => ({
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'time_zone'], msg: 'Choose a time zone from the list.', type: 'custom' },
          { loc: ['body', 'own_operators', 0], msg: 'Operator name is required', type: 'too_small' },
          { loc: ['body', 'tariffs', 0, 'rate_per_cbm'], msg: 'Rate per CBM must be 0 or more', type: 'too_small' },
          {
            loc: ['body', 'tariffs', 0, 'vat_percent'],
            msg: 'VAT rate must be from 0 to less than 100%',
            type: 'too_big',
          },
          { loc: ['body', 'tariffs', 0, 'effective_from'], msg: 'Effective date is required', type: 'invalid_format' },
          { loc: ['body', 'targets', 0, 'year'], msg: 'Year must be between 2000 and 2100', type: 'too_small' },
          { loc: ['body', 'targets', 0, 'month'], msg: 'Month must be between 1 and 12', type: 'too_big' },
          { loc: ['body', 'targets', 0, 'cbm'], msg: 'CBM must be 0 or more', type: 'too_small' },
          {
            loc: ['body', 'storage_tariffs', 0, 'tiers', 0, 'from_day'],
            msg: 'A rate from a day starts after the free days, at most on day 3650',
            type: 'custom',
          },
          { loc: ['body'], msg: 'Invalid input', type: 'invalid_type' },
          { loc: ['body', 'currency'], msg: 'Unrecognized key: "currency"', type: 'unrecognized_keys' },
        ],
      },
    }));
    await save(user);
    await waitFor(() => expect(timeZoneField()).toHaveAccessibleDescription('Choose a time zone from the list.'));
    expect(operatorsField()).toHaveAccessibleDescription(expect.stringContaining('Operator name is required'));
    expect(tariffsRegion().getByRole('textbox', { name: 'Rate before VAT' })).toHaveAccessibleDescription(
      'Rate per CBM must be 0 or more',
    );
    expect(tariffsRegion().getByRole('textbox', { name: 'VAT rate' })).toHaveAccessibleDescription(
      'VAT rate must be from 0 to less than 100%',
    );
    expect(tariffsRegion().getByLabelText('Effective from')).toHaveAccessibleDescription('Effective date is required');
    expect(storageRegion().getByRole('textbox', { name: 'From day in the terminal' })).toHaveAccessibleDescription(
      'A rate from a day starts after the free days, at most on day 3650',
    );
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveAccessibleDescription(
      'Year must be between 2000 and 2100',
    );
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveAccessibleDescription(
      'Month must be between 1 and 12',
    );
    expect(screen.getByRole('textbox', { name: 'CBM' })).toHaveAccessibleDescription('CBM must be 0 or more');
    expect(screen.getByRole('alert').textContent).toBe('Invalid input\nUnrecognized key: "currency"');
  });

  it('shows the server sentence, or Failed to save the settings. when it says nothing', async () => {
    let reply: { status: number; body?: unknown } = { status: 409, body: { detail: 'Settings changed meanwhile.' } };
    const { user } = open(valid, () => reply);
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings changed meanwhile.');
    reply = { status: 500 };
    await save(user);
    expect(await screen.findByText('Failed to save the settings.')).toBeInTheDocument();
  });

  it("edits the contact page's addresses, hours, phone and e-mail, and saves them with the rest", async () => {
    const { user, fetchMock } = open(valid, (body) => ({ body }));
    const label = await screen.findByRole('textbox', { name: 'Label' });
    expect(label).toHaveValue('Main office');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const labels = screen.getAllByRole('textbox', { name: 'Label' });
    await user.type(labels[1] as HTMLElement, 'Warehouse');
    await user.type(screen.getAllByRole('textbox', { name: 'Address' })[1] as HTMLElement, 'Gate 3, Manila');
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not an address');
    await save(user);
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(puts(fetchMock)).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'port@portside.example');
    await save(user);
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    const [, init] = puts(fetchMock)[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      contact_addresses: [
        { label: 'Main office', address: 'Pier 9, North Harbor, Manila' },
        { label: 'Warehouse', address: 'Gate 3, Manila' },
      ],
      office_hours: 'Monday to Saturday, 8:00 to 17:00',
      contact_phone: '+63 2 8123 4567',
      contact_email: 'port@portside.example',
    });
  });
});
