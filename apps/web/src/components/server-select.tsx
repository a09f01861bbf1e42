import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type SelectOption = { value: string; label: string };
/** A hook loading the options that match what the user typed (the server searches). */
export type UseOptions = (q: string) => { data?: SelectOption[]; isFetching: boolean };

type SearchSelectProps = {
  /** The chosen record's id, or null. */
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  label: string;
  placeholder: string;
  nothingFound: string;
  useOptions: UseOptions;
  error?: ReactNode;
  required?: boolean;
  /** The option of the value the field starts with (an edit's), shown before any search. */
  initial?: SelectOption;
};

/**
 * A picker over thousands of records: the server searches what is typed (300 ms after the last key). Once a record is
 * chosen the field shows its label, which is not a search: opened again, the picker offers every record.
 */
export function SearchSelect({ value, onChange, useOptions, nothingFound, initial, ...props }: SearchSelectProps) {
  const [search, setSearch] = useState(initial?.label ?? '');
  const [picked, setPicked] = useState<SelectOption | null>(initial ?? null);
  // Only while it is the value: a form that empties the field (a reset) forgets the choice.
  const chosen = picked && value !== null && picked.value === String(value) ? picked : null;
  const [q] = useDebouncedValue(search === chosen?.label ? '' : search.trim(), 300);
  const options = useOptions(q);
  const loaded = options.data ?? [];
  // The chosen option stays selectable while the search shows other ones.
  const data = chosen && !loaded.some((option) => option.value === chosen.value) ? [chosen, ...loaded] : loaded;

  return (
    <Select
      {...props}
      searchable
      clearable
      // The clear button in place of the chevron once a record is chosen (both took more room than the input keeps
      // for them, and on a right-to-left page a Latin label ran under them); the spinner in its place while searching.
      clearSectionMode={options.isFetching ? 'rightSection' : 'clear'}
      // Choosing the chosen option again (typed anew) keeps it; the clear button empties the field.
      allowDeselect={false}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(selected, option) => {
        setPicked(selected ? option : null);
        onChange(selected ? Number(selected) : null);
      }}
      // Also when the option was already the value (no change to follow): the typed text gives way to its label.
      onOptionSubmit={(submitted) => setSearch(data.find((option) => option.value === submitted)?.label ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? undefined : nothingFound}
      rightSection={options.isFetching ? <Loader size="xs" /> : undefined}
    />
  );
}

type ServerSelectProps<Values extends FieldValues, Output> = Omit<
  SearchSelectProps,
  'value' | 'onChange' | 'onBlur'
> & {
  /** The form field (an id, or null) the picker fills; the form's schema may turn its values into `Output`. */
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
};

/** A SearchSelect filling a field of a form. */
export function ServerSelect<Values extends FieldValues, Output = Values>({
  control,
  name,
  ...props
}: ServerSelectProps<Values, Output>) {
  const { field } = useController({ control, name });
  return (
    <SearchSelect
      {...props}
      value={(field.value ?? null) as number | null}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
