import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type Ref, useEffect, useState } from 'react';

type BlSearchFormProps = {
  label: string;
  submitLabel: string;
  onSearch: (blNo: string) => void;
  initialValue?: string;
  loading?: boolean;
  /**
   * At the gate: a large input that has the focus from the start and whose text is selected after each search, so
   * the next scan (a barcode reader types the number and Enter) replaces it.
   */
  scan?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A BL number typed or scanned: trimmed, the button disabled while it is blank, Enter searches. */
export function BlSearchForm({
  label,
  submitLabel,
  onSearch,
  initialValue = '',
  loading,
  scan = false,
  inputRef,
}: BlSearchFormProps) {
  const [value, setValue] = useState(initialValue);
  // A number tracked elsewhere (Back to an earlier search) shows in the field.
  useEffect(() => setValue(initialValue), [initialValue]);
  const blNo = value.trim();
  const size = scan ? 'xl' : 'md';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blNo) return;
        onSearch(blNo);
        if (!scan) return;
        const input = event.currentTarget.elements.namedItem('blNo');
        if (input instanceof HTMLInputElement) {
          input.focus();
          input.select();
        }
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          ref={inputRef}
          name="blNo"
          label={label}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={60}
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // The gate's page exists to take a scan: its one input has the focus from the start.
          autoFocus={scan}
          size={size}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" size={size} disabled={!blNo} loading={loading} leftSection={<IconSearch size={18} />}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
