import { SegmentedControl } from '@mantine/core';

type ListFilterProps<Value extends string> = {
  label: string;
  /** The value chosen, or undefined for all. */
  value: Value | undefined;
  values: readonly Value[];
  allLabel: string;
  labelOf: (value: Value) => string;
  /** The value chosen, or '' for all (a list filter's empty value, which leaves the URL). */
  onChange: (value: Value | '') => void;
};

const all = 'all';

/** A list's filter of one value among a few, or all of them (the default). */
export function ListFilter<Value extends string>({
  label,
  value,
  values,
  allLabel,
  labelOf,
  onChange,
}: ListFilterProps<Value>) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value ?? all}
      onChange={(next) => onChange(next === all ? '' : (next as Value))}
      data={[{ value: all, label: allLabel }, ...values.map((one) => ({ value: one, label: labelOf(one) }))]}
    />
  );
}
