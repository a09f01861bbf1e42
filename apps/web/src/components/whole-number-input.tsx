import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

type WholeNumberInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** The number, or '' while the field is empty; NaN while what is typed is not a whole number. */
  value: number | '';
  onChange: (value: number | '') => void;
};

/** Digits, optionally grouped by thousands with spaces (12 500): a comma or a point means a decimal somewhere. */
const wholeNumber = /^(\d{1,9}|\d{1,3}( \d{3}){1,2})$/;

/**
 * The digits as typed in any of our languages made ASCII: full-width ones (a Japanese or Chinese keyboard) by NFKC,
 * Arabic-Indic and Urdu's extended ones by their place in Unicode.
 */
function asciiDigits(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

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
        const trimmed = asciiDigits(text).trim();
        setTyped(text);
        if (trimmed === '') onChange('');
        else if (wholeNumber.test(trimmed)) onChange(Number(trimmed.replace(/ /g, '')));
        else onChange(Number.NaN);
      }}
    />
  );
}
