import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type SearchInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Its width where the list's own is not right (several boxes side by side). */
  w?: TextInputProps['w'];
};

/** The search box above a list; the label is also its placeholder. */
export function SearchInput({ label, value, onChange, w }: SearchInputProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      // Wide enough for the longest placeholder of the five languages; the whole width on a phone.
      w={w ?? { base: '100%', sm: '30rem' }}
    />
  );
}
