import { TextInput, type TextInputProps } from '@mantine/core';

type WholeNumberInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** The number, or '' while the field is empty. */
  value: number | '';
  onChange: (value: number | '') => void;
};

/**
 * A count typed on a phone: the numeric keypad (inputMode numeric, which Mantine's NumberInput replaces by the
 * decimal one), digits only, read as a whole number.
 */
export function WholeNumberInput({ value, onChange, ...input }: WholeNumberInputProps) {
  return (
    <TextInput
      {...input}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      value={value === '' ? '' : String(value)}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 9);
        onChange(digits === '' ? '' : Number(digits));
      }}
    />
  );
}
