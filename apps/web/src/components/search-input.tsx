import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type SearchInputProps = { label: string; value: string; onChange: (value: string) => void };

/** The search box above a list; the label is also its placeholder. */
export function SearchInput({ label, value, onChange }: SearchInputProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      // Wide enough for the longest placeholder of the five languages; the whole width on a phone.
      w={{ base: '100%', sm: '30rem' }}
    />
  );
}
