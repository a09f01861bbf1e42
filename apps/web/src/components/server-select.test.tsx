import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { SearchSelect } from './server-select';

const vessels = [
  { value: '7', label: 'MV Manila Bay (V.2601)' },
  { value: '8', label: 'MV Cebu Star (V.2514)' },
  { value: '9', label: 'MV Cebu Pride (V.2602)' },
];

/** What each settled search asked for, in order. */
let asked: string[] = [];

/** Options loaded once and narrowed here to what was typed, as the completed visits of Create Clearance are. */
function useLocallyFilteredOptions(q: string) {
  asked.push(q);
  const typed = q.toLocaleLowerCase();
  return useQuery({
    queryKey: ['vessels', 'picker', 'test'],
    queryFn: async () => vessels,
    select: (all) => all.filter((option) => option.label.toLocaleLowerCase().includes(typed)),
  });
}

function Picker() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <SearchSelect
        value={value}
        onChange={setValue}
        label="Vessel"
        placeholder="Vessel name or voyage"
        nothingFound="No vessel found"
        useOptions={useLocallyFilteredOptions}
      />
      <output aria-label="Chosen">{value ?? 'none'}</output>
      <button type="button" onClick={() => setValue(null)}>
        Reset
      </button>
    </>
  );
}

function renderPicker() {
  asked = [];
  const { user } = renderWithProviders(<Picker />);
  const picker = screen.getByRole('combobox', { name: 'Vessel' });
  const choose = async (typed: string, label: string) => {
    await user.clear(picker);
    await user.type(picker, typed);
    await waitFor(() => expect(asked.at(-1)).toBe(typed));
    await user.click(screen.getByRole('option', { name: label, hidden: true }));
  };
  const chosen = () => screen.getByRole('status', { name: 'Chosen' }).textContent;
  /** Past the search delay after a choice: the picker has settled on what it shows. */
  const settled = () => waitFor(() => expect(asked.at(-1)).toBe(''));
  return { user, picker, choose, chosen, settled };
}

const optionNames = () => screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);

describe('SearchSelect', () => {
  it('keeps the option chosen after typing, also when the same one is typed and chosen again', async () => {
    const { picker, choose, chosen, settled } = renderPicker();
    await choose('cebu s', 'MV Cebu Star (V.2514)');
    await settled();
    expect(picker).toHaveValue('MV Cebu Star (V.2514)');
    expect(chosen()).toBe('8');

    await choose('2514', 'MV Cebu Star (V.2514)');
    await settled();
    expect(picker).toHaveValue('MV Cebu Star (V.2514)');
    expect(chosen()).toBe('8');
  });

  it('offers every option again when opened after a choice, and takes another one', async () => {
    const { user, picker, choose, chosen, settled } = renderPicker();
    await choose('manila', 'MV Manila Bay (V.2601)');
    await settled();
    await user.click(picker);
    await waitFor(() => expect(optionNames()).toEqual(vessels.map((vessel) => vessel.label)));
    await user.click(screen.getByRole('option', { name: 'MV Cebu Pride (V.2602)', hidden: true }));
    expect(picker).toHaveValue('MV Cebu Pride (V.2602)');
    expect(chosen()).toBe('9');
  });

  it('forgets a choice its form has emptied: a new search offers only what matches', async () => {
    const { user, picker, choose, settled } = renderPicker();
    await choose('cebu s', 'MV Cebu Star (V.2514)');
    await settled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(picker).toHaveValue('');
    await user.type(picker, 'manila');
    await waitFor(() => expect(asked.at(-1)).toBe('manila'));
    expect(optionNames()).toEqual(['MV Manila Bay (V.2601)']);
  });

  it('shows a spinner in place of the chevron while the server searches', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    function useSlowOptions(q: string) {
      return useQuery({ queryKey: ['vessels', 'slow', q], queryFn: () => answered.then(() => vessels) });
    }
    renderWithProviders(
      <SearchSelect
        value={null}
        onChange={() => {}}
        label="Vessel"
        placeholder="Vessel name or voyage"
        nothingFound="None"
        useOptions={useSlowOptions}
      />,
    );
    const spinner = () => document.querySelector('.mantine-Loader-root');
    expect(spinner()).not.toBeNull();
    answer();
    await waitFor(() => expect(spinner()).toBeNull());
  });
});
