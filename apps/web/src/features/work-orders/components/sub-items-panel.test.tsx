import type { ListedVehicle } from '@portside/contracts/vehicle-lists';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-app';
import { type ItemRow, withSubItemRule } from '../model/item-rows';
import { itemTableReducer, tableOf } from '../model/item-table';
import { SubItemsPanel } from './sub-items-panel';

const fleet = (packages: number): ItemRow =>
  withSubItemRule({
    key: 'r1',
    blNo: 'B2',
    marksAndNumbers: '',
    shipper: '',
    consignee: 'AUTO HOUSE INC',
    consigneeId: null,
    noPackages: packages,
    description: 'MOTOR VEHICLES',
    grossWeight: 3000,
    cbmSo: 24,
    stevedoring: 'AITSI',
    arrastre: '',
    subItems: [],
    printedConsignee: 'AUTO HOUSE INC',
    suggestion: null,
    suggestionState: 'offered',
  });

/** The panel of one row being edited, over the item table's own reducer. */
function Editing({ packages }: { packages: number }) {
  const [state, dispatch] = useReducer(itemTableReducer, tableOf([fleet(packages)]));
  const row = state.rows[0] as ItemRow;
  return <SubItemsPanel blNo={row.blNo} subItems={row.subItems} edit={{ rowKey: row.key, dispatch }} />;
}

// By its label, not its role: working out the role and name of each of 60 vehicles' 540 cells took seconds a query.
const field = (name: string, number: number) => screen.getByLabelText(`${name} of vehicle ${number}`);

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
}

describe('vehicle details at scale', { timeout: 20_000 }, () => {
  it('fills vehicles from a block pasted from a spreadsheet, across columns and down, and says what it left out', async () => {
    signIn('commercial');
    renderWithProviders(<Editing packages={3} />);
    paste(
      field('Model', 2),
      'HILUX 2.4\tMR0HA3CD1\t532\t185\t181\r\nVIOS\t"MR0\nFB8"\t4,420\tabc\t147\r\nEXTRA\tX\r\n',
    );
    expect(field('Model', 2)).toHaveValue('HILUX 2.4');
    expect(field('Chassis No.', 2)).toHaveValue('MR0HA3CD1');
    expect(field('L (cm)', 2)).toHaveValue('532');
    // L × W × H gives the CBM when the block gives none.
    expect(field('CBM', 2)).toHaveValue('17.81');
    expect(field('Model', 3)).toHaveValue('VIOS');
    expect(field('Chassis No.', 3)).toHaveValue('MR0 FB8');
    expect(field('L (cm)', 3)).toHaveValue('4420');
    expect(field('W (cm)', 3)).toHaveValue('');
    expect(field('Model', 1)).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(
      "Pasted into 2 vehicles from vehicle 2. 1 line was beyond the row's 3 vehicles and was left out. 1 cell was not a value its column takes; the vehicle keeps its own.",
    );
  });

  it('fills a column down into its empty cells, and pages a long list of vehicles', async () => {
    signIn('commercial');
    const { user } = renderWithProviders(<Editing packages={60} />);
    expect(screen.queryByRole('button', { name: 'Fill Chassis No. down into the empty cells' })).toBeNull();
    const fill = screen.getByRole('button', { name: 'Fill Maker down into the empty cells' });
    expect(fill).toBeDisabled();
    fireEvent.change(field('Maker', 1), { target: { value: 'TOYOTA' } });
    fireEvent.change(field('Maker', 3), { target: { value: 'HONDA' } });
    await user.click(fill);
    expect(field('Maker', 2)).toHaveValue('TOYOTA');
    expect(field('Maker', 50)).toHaveValue('HONDA');
    expect(screen.queryByRole('textbox', { name: 'Maker of vehicle 51' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: '2' }));
    expect(field('Maker', 60)).toHaveValue('HONDA');
    expect(fill).toBeDisabled();
  });

  it("imports a vehicle list into the row's vehicles, first listed first, naming what it could not read", async () => {
    const listed = (chassisNo: string): ListedVehicle => ({
      vehicleMaker: 'KIA',
      vehicleModel: 'K2500',
      chassisNo,
      lengthCm: 515,
      widthCm: 174,
      heightCm: 199,
      cbm: null,
    });
    const api = signIn('commercial', {
      'POST /pdf-converter/vehicle-list/': () => ({
        body: {
          vehicles: [listed('KNC1'), { ...listed('KNC2'), lengthCm: null }, listed('KNC3')],
          fields: ['vehicleMaker', 'vehicleModel', 'chassisNo', 'lengthCm', 'widthCm', 'heightCm'],
          dimensions: { unit: 'mm', named: false },
          problems: [{ line: 4, field: 'lengthCm', printed: 'TBA' }],
        },
      }),
    });
    renderWithProviders(<Editing packages={2} />);
    fireEvent.change(field('Model', 2), { target: { value: 'typed' } });
    fireEvent.change(field('L (cm)', 2), { target: { value: '999' } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'vehicles.xlsx')] } });
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "The list gives 3 vehicles; 2 filled, first listed first. 1 more than the row's 2 vehicles was left out. The list names no unit: dimensions read in millimetres, judged from the figures. Check them.",
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Line 4: L (cm) "TBA" is not a value a vehicle takes; left empty.',
    );
    expect(field('Chassis No.', 1)).toHaveValue('KNC1');
    expect(field('CBM', 1)).toHaveValue('17.83');
    // The list's columns are written whole: an empty or unread cell empties what was typed there.
    expect(field('Model', 2)).toHaveValue('K2500');
    expect(field('L (cm)', 2)).toHaveValue('');
    expect(api.mock.calls.some(([url]) => String(url).includes('/pdf-converter/vehicle-list/'))).toBe(true);
  });

  it("shows the server's sentence when a list is refused, and changes nothing", async () => {
    signIn('commercial', {
      'POST /pdf-converter/vehicle-list/': () => ({
        status: 400,
        body: { detail: 'A vehicle list is read from a spreadsheet (.xlsx or .csv).' },
      }),
    });
    renderWithProviders(<Editing packages={2} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['%PDF'], 'vehicles.pdf')] } });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A vehicle list is read from a spreadsheet (.xlsx or .csv).',
    );
    expect(field('Maker', 1)).toHaveValue('');
  });
});
