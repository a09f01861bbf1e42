import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { readWholeNumber } from '../lib/whole-number';

type WholeNumberInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** The number, or '' while the field is empty; NaN while what is typed is not a whole number. */
  value: number | '';
  onChange: (value: number | '') => void;
};

/**
 * A count typed on a phone: the numeric keypad (inputMode numeric, which Mantine's NumberInput replaces by the
 * decimal one), read as a whole number. Anything else typed ("-5", "2.5") stays on screen as typed and reaches the
 * form as NaN, which the form's schema refuses with its sentence: a sign or a decimal point is never dropped
 * silently (a "-5" once became 5).
 */
export function WholeNumberInput({ value, onChange, ...input }: WholeNumberInputProps) {
  const [typed, setTyped] = useState('');
  const notANumber = typeof value === 'number' && Number.isNaN(value);
  return (
    <TextInput
      {...input}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      value={notANumber ? typed : value === '' ? '' : String(value)}
      onChange={(event) => {
        const text = event.currentTarget.value.slice(0, 15);
        setTyped(text);
        onChange(readWholeNumber(text));
      }}
    />
  );
}
