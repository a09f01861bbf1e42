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
};

/** A picker over thousands of records: the server searches what is typed (300 ms after the last key). */
export function SearchSelect({ value, onChange, useOptions, nothingFound, ...props }: SearchSelectProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const options = useOptions(q);
  const [chosen, setChosen] = useState<SelectOption | null>(null);
  const loaded = options.data ?? [];
  // The chosen option stays selectable while the search shows other ones.
  const data = chosen && !loaded.some((option) => option.value === chosen.value) ? [chosen, ...loaded] : loaded;

  return (
    <Select
      {...props}
      searchable
      clearable
      data={data}
      value={value === null ? null : String(value)}
      onChange={(selected, option) => {
        setChosen(selected ? option : null);
        onChange(selected ? Number(selected) : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? undefined : nothingFound}
      rightSection={options.isFetching ? <Loader size="xs" /> : undefined}
    />
  );
}

type ServerSelectProps<Values extends FieldValues> = Omit<SearchSelectProps, 'value' | 'onChange' | 'onBlur'> & {
  /** The form field (an id, or null) the picker fills. */
  control: Control<Values>;
  name: Path<Values>;
};

/** A SearchSelect filling a field of a form. */
export function ServerSelect<Values extends FieldValues>({ control, name, ...props }: ServerSelectProps<Values>) {
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
