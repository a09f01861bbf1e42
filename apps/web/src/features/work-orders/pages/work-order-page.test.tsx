import type { ReadLayout } from '@portside/contracts/manifest-layouts';
import { layoutMessages } from '@portside/contracts/manifest-layouts';
import { manifestMessages } from '@portside/contracts/manifests';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildParsedRow } from '../model/parsed-row-factory';

type User = ReturnType<typeof renderApp>['user'];
type Handlers = Parameters<typeof signIn>[1];

const vessels = {
  data: [
    {
      id: 4,
      name: 'MV Lorcon Cebu',
      voyageNumber: 'V.2501',
      shippingAgent: 'Oceanic Agency',
      createdAt: '2025-01-02T00:00:00Z',
    },
  ],
  total: 1,
};

const parsed = {
  status: 'success',
  data: [
    buildParsedRow({
      blNo: 'B1',
      consignee: 'ACME TRADING CORP',
      suggestedConsignee: 'ACME TRADING CORPORATION',
      suggestedConsigneeId: 7,
      matchScore: 0.87,
      noOfPackages: 10,
      grossWeightKilos: 1500.5,
      cbm: 12.5,
    }),
    buildParsedRow({
      blNo: 'B2',
      consignee: 'AUTO HOUSE INC',
      contents: 'MOTOR VEHICLES',
      stevedoring: 'AITSI',
      noOfPackages: 2,
      grossWeightKilos: 3000,
      cbm: 24,
    }),
  ],
  header: { vesselName: 'OCEAN STAR', voyageNumber: '2501', arrivalDate: '2025-03-04' },
  pages: 1,
  blsOnOtherWorkOrders: [] as { blNo: string; workOrderId: number; workOrderNumber: string }[],
  visitWorkOrders: [] as { id: number; number: string }[],
  documentTotals: null as { noOfPackages: number | null; grossWeightKilos: number | null; cbm: number | null } | null,
  layout: null as ReadLayout | null,
};

const pdf = () => new File(['PDF-CONTENT'], 'manifest.pdf', { type: 'application/pdf' });

function open(handlers: Handlers = {}) {
  const fetchMock = signIn('commercial', { 'GET /vessels/': () => ({ body: vessels }), ...handlers });
  const app = renderApp('/work-order');
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname.replace(/^\/api/, '')}` === key,
    );
  return { ...app, calls };
}

async function pickVessel(user: User) {
  await user.click(await screen.findByRole('combobox', { name: /^Vessel/ }));
  await user.click(await screen.findByRole('option', { name: 'MV Lorcon Cebu (V.2501)', hidden: true }));
}

function chooseFile(file: File) {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const upload = (user: User) => user.click(screen.getByRole('button', { name: 'Upload and read' }));
const rowOf = (blNo: string) => {
  const row = screen.getByRole('checkbox', { name: `Select BL ${blNo}` }).closest('tr');
  if (!row) throw new Error(`no row ${blNo}`);
  return row;
};

async function uploadManifest(user: User) {
  await pickVessel(user);
  chooseFile(pdf());
  await upload(user);
  await screen.findByRole('checkbox', { name: 'Select BL B1' });
}

async function completeVehicles(user: User) {
  await user.click(rowOf('B2').querySelector('input') as HTMLInputElement);
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  for (const number of [1, 2]) {
    const type = (name: string, value: string) =>
      fireEvent.change(screen.getByLabelText(`${name} of vehicle ${number}`), { target: { value } });
    type('Maker', 'Kia');
    type('Model', 'Rio');
    type('Chassis No.', `C${number}`);
  }
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

// A page of inputs under a busy test machine: more than the default 5 s.
describe('Work Order page: the manifest upload', { timeout: 20_000 }, () => {
  it('asks for a vessel, then a file, then a PDF, then under 5 MB, calling nothing', async () => {
    const { user, calls } = open();
    await screen.findByRole('button', { name: 'Upload and read' });
    await upload(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a vessel before uploading the PDF.');
    await pickVessel(user);
    await upload(user);
    expect(screen.getByRole('alert')).toHaveTextContent('No file selected.');
    chooseFile(new File(['x'], 'photo.png', { type: 'image/png' }));
    await upload(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF, Excel (.xlsx) or CSV files are allowed.');
    const large = pdf();
    Object.defineProperty(large, 'size', { value: 5 * 1024 * 1024 });
    chooseFile(large);
    await upload(user);
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 5MB.');
    expect(calls('POST /pdf-converter/convert-pdf-to-json/')).toHaveLength(0);
  });

  it("shows the server's sentence, else the fallbacks of spec 8", async () => {
    let reply: () => { status?: number; body?: unknown } = () => ({
      status: 422,
      body: { detail: manifestMessages.noText },
    });
    const { user } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => reply() });
    await pickVessel(user);
    chooseFile(pdf());
    await upload(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('No text could be read from this scanned PDF.');
    reply = () => ({ status: 500 });
    await upload(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload and parse PDF'));
    reply = () => ({ body: { status: 'error', data: null } });
    await upload(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to retrieve parsed PDF data'));
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    await upload(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Upload failed. Please try again.'));
    expect(screen.queryByRole('table', { name: 'Cargo items' })).not.toBeInTheDocument();
  });

  it('sends the PDF as field file with the vessel, then shows the header, the rows and the summaries', async () => {
    let sent: { url: URL; body: unknown } | undefined;
    const { user } = open({
      'POST /pdf-converter/convert-pdf-to-json/': (request) => {
        sent = request;
        return { body: { ...parsed, header: { ...parsed.header, portOfLoading: 'SHANGHAI' } } };
      },
    });
    await uploadManifest(user);
    expect(sent?.url.searchParams.get('vessel_id')).toBe('4');
    const form = sent?.body;
    expect(form).toBeInstanceOf(FormData);
    expect(((form as FormData).get('file') as File).name).toBe('manifest.pdf');

    expect(screen.getByText('Oceanic Agency')).toBeInTheDocument();
    expect(screen.getByText('OCEAN STAR')).toBeInTheDocument();
    // A port as printed, shown only when printed.
    expect(screen.getByText('Port of loading').nextElementSibling).toHaveTextContent('SHANGHAI');
    expect(screen.queryByText('Port of discharge')).not.toBeInTheDocument();
    expect(
      screen.getByText('The manifest prints the vessel OCEAN STAR, but MV Lorcon Cebu is chosen.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/prints the voyage/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Arrival date/)).toHaveValue('2025-03-04');

    expect(within(rowOf('B1')).getByText('ACME TRADING CORP')).toBeInTheDocument();
    expect(within(rowOf('B1')).getByText('12.50')).toBeInTheDocument();
    expect(within(rowOf('B2')).getByRole('button', { name: '2 vehicles' })).toBeInTheDocument();
    const summary = screen.getByLabelText('Summary');
    expect(within(summary).getByText('Rows').nextElementSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Packages').nextElementSibling).toHaveTextContent('12');
    expect(within(summary).getByText('Gross weight (kg)').nextElementSibling).toHaveTextContent('4,500.5');
    expect(within(summary).getByText('CBM').nextElementSibling).toHaveTextContent('36.50');
  });

  it('applies a suggested consignee, and reverts to the consignee as printed', async () => {
    const { user } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }) });
    await uploadManifest(user);
    const row = within(rowOf('B1'));
    expect(row.getByText('Suggested: ACME TRADING CORPORATION (87% match)')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Apply' }));
    expect(row.getByText('ACME TRADING CORPORATION')).toBeInTheDocument();
    expect(row.getByText('Suggestion applied')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Revert' }));
    expect(row.getByText('ACME TRADING CORP')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Decline' }));
    expect(row.queryByText(/Suggested:/)).not.toBeInTheDocument();
    expect(row.getByText('Suggestion declined')).toBeInTheDocument();
  });
});

describe('Work Order page: a consignee the registry does not know', () => {
  it('registers it with a new company and its TIN there and then; every row printing it takes it', async () => {
    const registered: unknown[] = [];
    const third = buildParsedRow({ blNo: 'B3', consignee: 'auto  house inc', noOfPackages: 1, cbm: 2 });
    const { user } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: { ...parsed, data: [...parsed.data, third] } }),
      'GET /kinds-of-company/': () => ({
        body: { data: [{ id: 3, name: 'Consignee' }], total: 1, limit: 100, offset: 0 },
      }),
      'POST /consignees/register': ({ body }) => {
        registered.push(body);
        return { status: 201, body: { consigneeId: 41, bl: null } };
      },
    });
    await uploadManifest(user);
    await user.click(within(rowOf('B2')).getByRole('button', { name: 'Register in the registry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register the consignee' });
    const name = within(dialog).getByRole('textbox', { name: /^Consignee name/ });
    await user.clear(name);
    await user.type(name, 'AUTO HOUSE INC.');
    await user.click(within(dialog).getByRole('combobox', { name: /^Kind/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Consignee', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /^TIN/ }), '004-512-338-00000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Registered address/ }), '5 Pier Road, Manila');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(registered).toEqual([
      {
        name: 'AUTO HOUSE INC.',
        company: {
          name: 'AUTO HOUSE INC',
          kind_id: 3,
          tin: '004-512-338-00000',
          registered_address: '5 Pier Road, Manila',
        },
      },
    ]);
    for (const blNo of ['B2', 'B3']) {
      expect(within(rowOf(blNo)).getByText('AUTO HOUSE INC.')).toBeInTheDocument();
      expect(within(rowOf(blNo)).queryByRole('button', { name: 'Register in the registry' })).not.toBeInTheDocument();
    }
    // B1 printed another name: it keeps its suggestion.
    expect(within(rowOf('B1')).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });
});

describe('Work Order page: the item table', { timeout: 20_000 }, () => {
  it('edits the selected rows only; Cancel goes back, Save keeps; more packages of an AITSI row make vehicles', async () => {
    const { user } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }) });
    await uploadManifest(user);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await user.click(within(rowOf('B1')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(within(rowOf('B2')).queryByRole('textbox')).not.toBeInTheDocument();
    const shipper = within(rowOf('B1')).getByRole('textbox', { name: 'Shipper' });
    fireEvent.change(shipper, { target: { value: 'Changed Shipper' } });
    expect(screen.getByRole('button', { name: 'Submit Work Order' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(rowOf('B1')).getByText('Hyundai Glovis')).toBeInTheDocument();

    await user.click(within(rowOf('B2')).getByRole('checkbox'));
    await user.click(within(rowOf('B1')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(rowOf('B2')).getByRole('textbox', { name: 'No. of Packages' }), { target: { value: '3' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(rowOf('B2')).getByRole('button', { name: '3 vehicles' })).toBeInTheDocument();
    expect(screen.getByText(/^3 vehicle sub-items lack/)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Summary')).getByText('Packages').nextElementSibling).toHaveTextContent('13');
  });

  it('shows a long manifest 50 rows a page, and deletes the selected rows after asking', async () => {
    const many = {
      ...parsed,
      data: Array.from({ length: 120 }, (_, index) => buildParsedRow({ blNo: `BL${index + 1}` })),
    };
    const { user } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: many }) });
    await pickVessel(user);
    chooseFile(pdf());
    await upload(user);
    expect(await screen.findByRole('checkbox', { name: 'Select BL BL50' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select BL BL51' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByRole('checkbox', { name: 'Select BL BL120' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('120 rows selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select BL BL120' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 119 rows?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('checkbox', { name: 'Select BL BL120' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Summary')).getByText('Rows').nextElementSibling).toHaveTextContent('1');
  });
});

describe('Work Order page: the submit', { timeout: 20_000 }, () => {
  it('is refused while vehicle details are incomplete, with their count', async () => {
    const { user, calls } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }) });
    await uploadManifest(user);
    expect(screen.getByText(/^2 vehicle sub-items lack maker, model or chassis no\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Work Order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot submit: Some sub-item vehicle details are incomplete.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST /work-orders/submit')).toHaveLength(0);
  });

  it('drops the incomplete-vehicles banner once the vehicles are completed, before the next submit', async () => {
    const { user } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }) });
    await uploadManifest(user);
    await user.click(screen.getByRole('button', { name: 'Submit Work Order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot submit: Some sub-item vehicle details are incomplete.');
    await completeVehicles(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers draft, final and completed, draft chosen, each with what it means', async () => {
    const { user } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }) });
    await uploadManifest(user);
    const choice = screen.getByRole('radiogroup', { name: 'Status on creation' });
    const options = within(choice).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['draft', 'final', 'completed']);
    expect(within(choice).getByRole('radio', { name: 'Draft' })).toBeChecked();
    expect(choice).toHaveTextContent('Operation reviews it first');
    expect(choice).toHaveTextContent('the visit is monitored without a review');
    expect(choice).toHaveTextContent('A visit that is already over');
  });

  it('confirms, sends one POST /work-orders/submit with the manifest and the items, and opens the work order', async () => {
    let sent: unknown;
    const { user, router, calls } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }),
      'POST /work-orders/submit': ({ body }) => {
        sent = body;
        return { status: 201, body: { id: 77 } };
      },
    });
    await uploadManifest(user);
    await user.click(within(rowOf('B1')).getByRole('button', { name: 'Apply' }));
    await completeVehicles(user);
    expect(screen.queryByText(/vehicle sub-items lack/)).not.toBeInTheDocument();
    // Created as completed (a visit already over): the question says so, and the submit sends it.
    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    // Domestic cargo: the storage of its BLs has a domestic cargo's free days.
    const cargoClass = screen.getByRole('combobox', { name: /^Cargo class/ });
    expect(cargoClass).toHaveValue('Import');
    await user.click(cargoClass);
    await user.click(await screen.findByRole('option', { name: 'Domestic', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Submit Work Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Work Order?' });
    expect(dialog).toHaveTextContent('visible to Operations and Finance');
    expect(dialog).toHaveTextContent('It is created as Completed.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/work-orders/77'));
    expect(await screen.findByText('Work Order submitted successfully')).toBeInTheDocument();
    expect(calls('POST /work-orders/submit')).toHaveLength(1);
    const vehicle = (number: number) => ({
      vehicle_maker: 'Kia',
      vehicle_model: 'Rio',
      chassis_no: `C${number}`,
      length_cm: null,
      width_cm: null,
      height_cm: null,
      cbm: null,
    });
    expect(sent).toEqual({
      vessel_id: 4,
      arrival_date: '2025-03-04',
      cargo_class: 'domestic',
      status: 'completed',
      manifest: { file_name: 'manifest.pdf', content_base64: btoa('PDF-CONTENT') },
      items: [
        {
          bl_no: 'B1',
          marks_and_numbers: 'N/M',
          shipper: 'Hyundai Glovis',
          consignee: 'ACME TRADING CORPORATION',
          consignee_id: 7,
          no_packages: 10,
          description: 'STEEL COILS',
          gross_weight: 1500.5,
          cbm_so: 12.5,
          stevedoring: 'PORTSIDE TERMINAL SERVICES INC.',
          arrastre: 'PORTSIDE TERMINAL SERVICES INC.',
          sub_items: [],
        },
        expect.objectContaining({
          bl_no: 'B2',
          consignee_id: null,
          no_packages: 2,
          sub_items: [vehicle(1), vehicle(2)],
        }),
      ],
    });
  });

  it('says An unexpected error occurred while creating the work order when the server fails without a sentence', async () => {
    const { user } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }),
      'POST /work-orders/submit': () => ({ status: 500 }),
    });
    await uploadManifest(user);
    await completeVehicles(user);
    await user.click(screen.getByRole('button', { name: 'Submit Work Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred while creating the work order',
    );
  });

  it('shows a 422 list of the server in the banner, naming the row and BL of each message', async () => {
    const { user, router } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }),
      'POST /work-orders/submit': () => ({
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'items', 1, 'bl_no'],
              msg: 'This BL number appears more than once in the work order.',
              type: 'custom',
            },
            { loc: ['body', 'vessel_id'], msg: 'Vessel not found.', type: 'custom' },
          ],
        },
      }),
    });
    await uploadManifest(user);
    await completeVehicles(user);
    await user.click(screen.getByRole('button', { name: 'Submit Work Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    const banner = await screen.findByRole('alert');
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Row 2 (BL B2): This BL number appears more than once in the work order.', 'Vessel not found.']);
    expect(router.state.location.pathname).toBe('/work-order');
    expect(screen.getByRole('button', { name: 'Submit Work Order' })).toBeEnabled();
  });

  it('puts the problems above the table, in view, and a click on one takes the user to its row', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }) });
    await uploadManifest(user);
    await user.click(screen.getByRole('button', { name: 'Submit Work Order' }));
    const banner = await screen.findByRole('alert');
    const table = screen.getByRole('table', { name: 'Cargo items' });
    expect(banner.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(scrolled.mock.contexts).toContain(banner);

    await completeVehicles(user);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(rowOf('B2')).getByRole('textbox', { name: 'Shipper' }), { target: { value: 'X' } });
    fireEvent.change(within(rowOf('B2')).getByRole('textbox', { name: 'Description' }), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Submit Work Order' }));
    await user.click(await screen.findByRole('button', { name: 'Row 2 (BL B2): Description is required' }));
    expect(scrolled.mock.contexts).toContain(rowOf('B2'));
    expect(rowOf('B2')).toContainElement(document.activeElement as HTMLElement);
    scrolled.mockRestore();
  });

  it('names the work order the vessel visit already has, with a link to it', async () => {
    const { user } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => ({
        body: { ...parsed, visitWorkOrders: [{ id: 3, number: 'WO-2025-00003' }] },
      }),
    });
    await uploadManifest(user);
    const warning = screen.getByRole('status', { name: 'Check the manifest before submitting' });
    expect(warning).toHaveTextContent('This vessel visit already has a work order: WO-2025-00003');
    expect(within(warning).getByRole('link', { name: 'WO-2025-00003' })).toHaveAttribute('href', '/work-orders/3');
  });

  it('asks before another file replaces the rows read, and keeps them when told to', async () => {
    const { user, calls } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }) });
    await uploadManifest(user);
    chooseFile(new File(['x'], 'second.xlsx'));
    await upload(user);
    const dialog = await screen.findByRole('dialog', { name: 'Replace the table?' });
    expect(dialog).toHaveTextContent(
      'Reading second.xlsx replaces the 2 rows on this page, with any edits made to them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep the table' }));
    expect(calls('POST /pdf-converter/convert-pdf-to-json/')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Select BL B1' })).toBeInTheDocument();
    await upload(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(calls('POST /pdf-converter/convert-pdf-to-json/')).toHaveLength(2));
  });

  it('keeps the rows read when the reader is busy, which says nothing of the file', async () => {
    let answer = 0;
    const { user } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () =>
        answer++ === 0 ? { body: parsed } : { status: 429, body: { detail: manifestMessages.busy } },
    });
    await uploadManifest(user);
    chooseFile(new File(['x'], 'second.pdf'));
    await upload(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(manifestMessages.busy);
    expect(screen.getByRole('checkbox', { name: 'Select BL B1' })).toBeInTheDocument();
  });

  it("shows a refused file's reason alone, never the previous file's rows under it", async () => {
    let answer = 0;
    const { user } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () =>
        answer++ === 0 ? { body: parsed } : { status: 400, body: { detail: manifestMessages.sheetNoTable } },
    });
    await uploadManifest(user);
    chooseFile(new File(['x'], 'notes.csv'));
    await upload(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(manifestMessages.sheetNoTable);
    expect(screen.queryByRole('checkbox', { name: 'Select BL B1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Work Order' })).not.toBeInTheDocument();
  });

  it("says which figures its rows do not add up to from the manifest's own total row", async () => {
    const { user } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => ({
        body: { ...parsed, documentTotals: { noOfPackages: 12, grossWeightKilos: 4600, cbm: 36.5 } },
      }),
    });
    await uploadManifest(user);
    const warning = screen.getByRole('status', { name: 'Check the manifest before submitting' });
    expect(warning).toHaveTextContent(
      "The manifest's total row prints 4,600.00 kg gross weight; its rows add up to 4,500.50 kg.",
    );
    expect(warning).not.toHaveTextContent('packages');
    expect(warning).not.toHaveTextContent('CBM');
  });

  it('names the BLs on another work order of the vessel and the printed vessel again in the confirmation', async () => {
    const { user } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => ({
        body: { ...parsed, blsOnOtherWorkOrders: [{ blNo: 'B1', workOrderId: 3, workOrderNumber: 'WO-2025-0003' }] },
      }),
    });
    await uploadManifest(user);
    const after = screen.getByRole('status', { name: 'Check the manifest before submitting' });
    expect(after).toHaveTextContent(
      '1 BL of this manifest is already on another work order of this vessel: B1 (work order WO-2025-0003).',
    );
    await completeVehicles(user);
    await user.click(screen.getByRole('button', { name: 'Submit Work Order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The manifest prints the vessel OCEAN STAR, but MV Lorcon Cebu is chosen.');
    expect(dialog).toHaveTextContent('B1 (work order WO-2025-0003)');
  });
});

describe('Work Order page: a scanned manifest', { timeout: 20_000 }, () => {
  it("shows the scan's page being read while the upload waits, and the doubts of what OCR read unsurely", async () => {
    const readId = '6f0d1c2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(readId);
    let answer: (reply: { body: unknown }) => void = () => {};
    const [first, second] = parsed.data;
    const unsure = {
      ...first,
      doubts: [{ field: 'shipper', kind: 'unsure', printed: 'TIANJIN ROLLING STEEL CO., LID.' }],
    };
    const { user, calls } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => new Promise((resolve) => (answer = resolve)),
      [`GET /pdf-converter/progress/${readId}`]: () => ({ body: { page: 2, pages: 3 } }),
    });
    await pickVessel(user);
    chooseFile(pdf());
    await upload(user);
    expect(await screen.findByText('Reading the scan: page 2 of 3…')).toBeInTheDocument();
    const [sent] = calls('POST /pdf-converter/convert-pdf-to-json/');
    expect(new URL(String(sent?.[0]), 'http://x').searchParams.get('read_id')).toBe(readId);
    answer({ body: { ...parsed, data: [unsure, second] } });
    await screen.findByRole('checkbox', { name: 'Select BL B1' });
    expect(
      screen.getByText(
        'Shipper: read from a scan as “TIANJIN ROLLING STEEL CO., LID.”, not surely; check it against the paper.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Work Order page: a BL unlike the others', { timeout: 20_000 }, () => {
  it('doubts it on its row and names it in the confirmation until its BL number is corrected', async () => {
    const [first, second] = parsed.data;
    const strayRow = {
      ...first,
      blNo: 'MSKU1234567',
      doubts: [{ field: 'blNo', kind: 'unlike', printed: 'MSKU1234567' }],
    };
    const { user } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: { ...parsed, data: [strayRow, second] } }),
    });
    await pickVessel(user);
    chooseFile(pdf());
    await upload(user);
    await screen.findByRole('checkbox', { name: 'Select BL MSKU1234567' });
    expect(
      screen.getByText(
        "BL No: “MSKU1234567” is shaped like none of this manifest's other BL numbers; check that it is a BL.",
      ),
    ).toBeInTheDocument();
    const warning =
      "1 BL number is shaped like none of the manifest's others: MSKU1234567. Check it before submitting.";
    expect(screen.getByRole('status', { name: 'Check the manifest before submitting' })).toHaveTextContent(warning);
    await user.click(rowOf('MSKU1234567').querySelector('input') as HTMLInputElement);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const blNo = screen.getByRole('textbox', { name: 'BL No' });
    await user.clear(blNo);
    await user.type(blNo, 'B9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });
});

describe('Work Order page: no work is lost', { timeout: 20_000 }, () => {
  it('asks before a link leaves a parsed table; Stay keeps it, Leave goes and Back says why the page is empty', async () => {
    const { user, router } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }) });
    await uploadManifest(user);
    await act(() => router.navigate('/orders'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/work-order');
    expect(rowOf('B1')).toBeInTheDocument();

    await act(() => router.navigate('/orders'));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    await screen.findByRole('heading', { name: 'Work orders' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work-order'));
    expect(
      await screen.findByText(
        'The parsed manifest was not kept when you left this page. Choose the vessel and upload the manifest again.',
      ),
    ).toBeInTheDocument();
  });

  it('gives up a reading under way when the page is left, so the server stops reading the file', async () => {
    const { user, router, calls } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => new Promise(() => {}),
    });
    await pickVessel(user);
    chooseFile(pdf());
    await upload(user);
    await screen.findByText('Reading the manifest…');
    const [sent] = calls('POST /pdf-converter/convert-pdf-to-json/');
    expect(sent?.[1]?.signal?.aborted).toBe(false);
    await act(() => router.navigate('/orders'));
    await screen.findByRole('heading', { name: 'Work orders' });
    expect(sent?.[1]?.signal?.aborted).toBe(true);
  });

  it('asks the browser before the tab closes with a parsed table, and not before', async () => {
    const { user } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }) });
    await screen.findByRole('button', { name: 'Upload and read' });
    expect(fireEvent(window, new Event('beforeunload', { cancelable: true }))).toBe(true);
    await uploadManifest(user);
    expect(fireEvent(window, new Event('beforeunload', { cancelable: true }))).toBe(false);
  });
});

describe('Work Order page: nothing is changed silently', { timeout: 20_000 }, () => {
  it('shows a package count of "abc" and a CBM of -5 as field errors, keeps them as typed, and blocks the submit', async () => {
    const { user, calls } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }) });
    await uploadManifest(user);
    await user.click(rowOf('B1').querySelector('input') as HTMLInputElement);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const packages = within(rowOf('B1')).getByRole('textbox', { name: 'No. of Packages' });
    const cbm = within(rowOf('B1')).getByRole('textbox', { name: 'CBM' });
    fireEvent.change(packages, { target: { value: 'abc' } });
    fireEvent.change(cbm, { target: { value: '-5' } });
    expect(packages).toHaveValue('abc');
    expect(packages).toHaveAccessibleDescription('Number of packages must be a whole number of 0 or more');
    expect(cbm).toHaveValue('-5');
    expect(cbm).toHaveAccessibleDescription('CBM must be a number of 0 or more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(rowOf('B1')).getByText('abc')).toBeInTheDocument();
    await completeVehicles(user);
    await user.click(screen.getByRole('button', { name: 'Submit Work Order' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Row 1 (BL B1): Number of packages must be a whole number of 0 or more');
    expect(banner).toHaveTextContent('Row 1 (BL B1): CBM must be a number of 0 or more');
    expect(calls('POST /work-orders/submit')).toHaveLength(0);
  });

  it('shows on the row, as text, every doubt of the parser, and a blank doubtful cell as "Nothing read"', async () => {
    const doubtful = buildParsedRow({
      blNo: 'B3',
      consignee: '',
      noOfPackages: 0,
      contents: '',
      grossWeightKilos: 0,
      cbm: 0,
      doubts: [
        { field: 'consignee', kind: 'missing', printed: '' },
        { field: 'noOfPackages', kind: 'unread', printed: 'TEN' },
        { field: 'contents', kind: 'missing', printed: '' },
        { field: 'grossWeightKilos', kind: 'unread', printed: '1e308' },
        { field: 'cbm', kind: 'missing', printed: '' },
      ],
    });
    const { user } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: { ...parsed, data: [...parsed.data, doubtful] } }),
    });
    await uploadManifest(user);
    const row = rowOf('B3');
    const [, blCell, , , consigneeCell, packagesCell, , descriptionCell, weightCell, cbmCell] =
      row.querySelectorAll('td');
    expect(blCell).toHaveTextContent('B35 fields to check');
    expect(consigneeCell).toHaveTextContent('Nothing read');
    expect(packagesCell).toHaveTextContent('TEN');
    expect(descriptionCell).toHaveTextContent('Nothing read');
    expect(weightCell).toHaveTextContent('1e308');
    expect(cbmCell).toHaveTextContent('Nothing read');
    const list = row.nextElementSibling as HTMLElement;
    expect(list).toHaveTextContent('Not read from the manifest (BL B3):');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Consignee: blank in the manifest.',
      'No. of Packages: the manifest prints “TEN”, which is not a figure this field takes.',
      'Description: blank in the manifest.',
      'Gross weight KG: the manifest prints “1e308”, which is not a figure this field takes.',
      'CBM: blank in the manifest.',
    ]);
    expect(within(rowOf('B1')).queryByText(/to check/)).not.toBeInTheDocument();

    await user.click(row.querySelector('input') as HTMLInputElement);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(rowOf('B3')).getByRole('textbox', { name: 'Consignee' }), { target: { value: 'ACME' } });
    fireEvent.change(within(rowOf('B3')).getByRole('textbox', { name: 'CBM' }), { target: { value: '2.5' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(rowOf('B3').querySelector('td:nth-child(2)')).toHaveTextContent('B33 fields to check');
    expect(within(rowOf('B3').nextElementSibling as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
  });

  it('makes no vehicles for more packages than a row holds, says so on the row, and counts vehicles with separators', async () => {
    const fleet = (blNo: string, packages: number) =>
      buildParsedRow({ blNo, contents: 'MOTOR VEHICLES', stevedoring: 'AITSI', noOfPackages: packages });
    const { user, calls } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => ({
        body: { ...parsed, data: [fleet('B1', 5_000_000), fleet('B2', 1_500)] },
      }),
    });
    await uploadManifest(user);
    expect(within(rowOf('B1')).getByText('A row can hold at most 10,000 vehicle sub-items.')).toBeInTheDocument();
    expect(within(rowOf('B2')).getByRole('button', { name: '1,500 vehicles' })).toBeInTheDocument();
    expect(within(rowOf('B2')).getByText('1,500 incomplete')).toBeInTheDocument();
    expect(screen.getByText(/^1,500 vehicle sub-items lack maker, model or chassis no\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Work Order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot submit: Some sub-item vehicle details are incomplete.');
    expect(calls('POST /work-orders/submit')).toHaveLength(0);
  });

  it('keeps a vehicle length of -5 as typed, with its message, instead of clamping it to 0', async () => {
    const { user } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }) });
    await uploadManifest(user);
    await user.click(rowOf('B2').querySelector('input') as HTMLInputElement);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const length = screen.getByRole('textbox', { name: 'L (cm) of vehicle 1' });
    await user.type(length, '-5');
    await user.tab();
    expect(length).toHaveValue('-5');
    expect(length).toHaveAccessibleDescription('Length must be a number of 0 or more');
  });

  it('keeps the table in a keyboard-reachable region with a sticky header and right-aligned fixed decimals', async () => {
    const { user } = open({ 'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: parsed }) });
    await uploadManifest(user);
    const region = screen.getByRole('region', { name: 'Cargo items, scrollable table' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Cargo items' });
    expect(table.querySelector('thead')).toHaveAttribute('data-sticky');
    const weight = within(rowOf('B2')).getByText('3,000.00');
    expect(weight.closest('td')).toHaveStyle({ textAlign: 'end' });
    expect(within(rowOf('B1')).getByText('12.50')).toBeInTheDocument();
  });
});

describe('Work Order page: teaching the reader a layout', { timeout: 20_000 }, () => {
  const unnamed: ReadLayout = {
    signature: 'REF|RECEIVER|UNITS|MASS',
    remembered: false,
    columns: ['REF', 'RECEIVER', 'UNITS', 'MASS'].map((label) => ({ label, field: null })),
    rows: [['MNL-0001', 'ACME TRADING CORP', '10', '1,500.50']],
  };
  /** A layout whose rows were read, one column of it not recognised. */
  const withRemarks: ReadLayout = {
    signature: 'B L NO|CONSIGNEE|PKGS|REMARKS',
    remembered: false,
    columns: [
      { label: 'B/L NO.', field: 'blNo' },
      { label: 'CONSIGNEE', field: 'consignee' },
      { label: 'PKGS', field: 'noOfPackages' },
      { label: 'REMARKS', field: null },
    ],
    rows: [['B1', 'ACME TRADING CORP', '10', 'FRAGILE']],
  };
  const pick = async (user: User, label: string, field: string) => {
    const picker = screen.getByRole('combobox', { name: `Field of the column ${label}` });
    await user.click(picker);
    const options = await waitFor(() => {
      const list = document.getElementById(picker.getAttribute('aria-controls') ?? '');
      if (!list) throw new Error(`no options of ${label}`);
      return list;
    });
    await user.click(within(options).getByRole('option', { name: field, hidden: true }));
  };

  it('shows a table no label named with a picker over each column, and reads the file again with the fields chosen', async () => {
    let answer = 0;
    const { user, calls } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () =>
        answer++ === 0
          ? { body: { ...parsed, data: [], layout: unnamed } }
          : { body: { ...parsed, layout: { ...unnamed, remembered: true } } },
      'PUT /manifest-layouts/': () => ({ body: {} }),
    });
    await pickVessel(user);
    chooseFile(pdf());
    await upload(user);
    expect(await screen.findByRole('heading', { name: 'What does each column hold?' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'ACME TRADING CORP' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select BL B1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read with these columns' }));
    expect(screen.getByRole('alert')).toHaveTextContent(layoutMessages.required);
    expect(calls('PUT /manifest-layouts/')).toHaveLength(0);

    await pick(user, 'REF', 'B/L number');
    await pick(user, 'RECEIVER', 'Consignee');
    await pick(user, 'UNITS', 'Number of packages');
    await pick(user, 'MASS', 'Gross weight (kg)');
    await user.click(screen.getByRole('button', { name: 'Read with these columns' }));
    expect(await screen.findByRole('checkbox', { name: 'Select BL B1' })).toBeInTheDocument();
    const [put] = calls('PUT /manifest-layouts/');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      vessel_id: 4,
      signature: unnamed.signature,
      columns: [
        { label: 'REF', field: 'blNo' },
        { label: 'RECEIVER', field: 'consignee' },
        { label: 'UNITS', field: 'noOfPackages' },
        { label: 'MASS', field: 'grossWeightKilos' },
      ],
    });
    expect(calls('POST /pdf-converter/convert-pdf-to-json/')).toHaveLength(2);
    expect(screen.getByText('Read with the columns taught for this layout.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What does each column hold?' })).not.toBeInTheDocument();
  });

  it('shows a column of two stacked fields with the lower under its picker, and keeps both when saved', async () => {
    const layout: ReadLayout = {
      signature: 'B L NO|SHIPPER CONSIGNEE|PKGS|REMARKS',
      remembered: false,
      columns: [
        { label: 'B/L NO.', field: 'blNo' },
        { label: 'SHIPPER CONSIGNEE', field: 'shipper', below: 'consignee' },
        { label: 'PKGS', field: 'noOfPackages' },
        { label: 'REMARKS', field: null },
      ],
      rows: [['B1', 'GLOBAL EXPORTS LTD. ACME TRADING CORP', '10', 'FRAGILE']],
    };
    const { user, calls } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: { ...parsed, layout } }),
      'PUT /manifest-layouts/': () => ({ body: {} }),
    });
    await uploadManifest(user);
    await user.click(screen.getByRole('button', { name: 'Choose their fields' }));
    expect(screen.getByRole('combobox', { name: 'Field of the column SHIPPER CONSIGNEE' })).toHaveValue('Shipper');
    expect(screen.getByText('Under it: Consignee')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read with these columns' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(calls('PUT /manifest-layouts/')).toHaveLength(1));
    const [put] = calls('PUT /manifest-layouts/');
    expect(JSON.parse(String(put?.[1]?.body)).columns[1]).toEqual({
      label: 'SHIPPER CONSIGNEE',
      field: 'shipper',
      below: 'consignee',
    });
  });

  it("asks before the file read again replaces the rows on the page, and tells a scan's page while it reads", async () => {
    const readId = '0c4f3a2b-1d2e-4f5a-8b6c-7d8e9f0a1b2c';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(readId);
    let answer: (reply: { body: unknown }) => void = () => {};
    let readings = 0;
    const { user, calls } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () =>
        readings++ === 0 ? { body: { ...parsed, layout: withRemarks } } : new Promise((resolve) => (answer = resolve)),
      [`GET /pdf-converter/progress/${readId}`]: () => ({ body: { page: 1, pages: 2 } }),
      'PUT /manifest-layouts/': () => ({ body: {} }),
    });
    await uploadManifest(user);
    await user.click(screen.getByRole('button', { name: 'Choose their fields' }));
    await user.click(screen.getByRole('button', { name: 'Read with these columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the table?' });
    expect(dialog).toHaveTextContent(
      'Reading manifest.pdf replaces the 2 rows on this page, with any edits made to them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep the table' }));
    expect(calls('PUT /manifest-layouts/')).toHaveLength(0);
    expect(calls('POST /pdf-converter/convert-pdf-to-json/')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Read with these columns' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Reading the scan: page 1 of 2…')).toBeInTheDocument();
    const [, again] = calls('POST /pdf-converter/convert-pdf-to-json/');
    expect(new URL(String(again?.[0]), 'http://x').searchParams.get('read_id')).toBe(readId);
    answer({ body: { ...parsed, data: parsed.data.slice(0, 1), layout: { ...withRemarks, remembered: true } } });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select BL B2' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select BL B1' })).toBeInTheDocument();
  });

  it('names the columns it read rows without, and offers their pickers', async () => {
    const { user } = open({
      'POST /pdf-converter/convert-pdf-to-json/': () => ({ body: { ...parsed, layout: withRemarks } }),
    });
    await uploadManifest(user);
    expect(screen.getByText('1 column was not recognised and is not in the table: REMARKS.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose their fields' }));
    expect(screen.getByRole('combobox', { name: 'Field of the column REMARKS' })).toHaveValue('Not read');
    expect(screen.getByRole('combobox', { name: 'Field of the column PKGS' })).toHaveValue('Number of packages');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'What does each column hold?' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select BL B1' })).toBeInTheDocument();
  });
});
