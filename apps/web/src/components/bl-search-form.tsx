import { Button, Group, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type Ref, useEffect, useEffectEvent, useRef, useState } from 'react';
import { takeTypeAhead, typedAhead } from '../lib/type-ahead';

type BlSearchFormProps = {
  label: string;
  submitLabel: string;
  onSearch: (blNo: string) => void;
  initialValue?: string;
  loading?: boolean;
  /**
   * At the gate: a large input that has the focus from the start, takes a scan typed before it was there (right
   * after signing in), and whose text is selected after each search, so the next scan (a barcode reader types the
   * number and Enter) replaces it.
   */
  scan?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The scan input ready for the next scan: focused, its text selected, and in the middle of the screen, clear of the
 * sticky header (after a release the page may be scrolled down to the card).
 */
export function readyToScan(input: HTMLInputElement | null) {
  input?.focus({ preventScroll: true });
  input?.select();
  input?.scrollIntoView({ block: 'center' });
}

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
  const field = useRef<HTMLInputElement>(null);
  const ref = useMergedRef(field, inputRef);
  const [value, setValue] = useState(() => (scan && typedAhead().text) || initialValue);
  // A number tracked elsewhere (Back to an earlier search) shows in the field.
  const [shown, setShown] = useState(initialValue);
  if (initialValue !== shown) {
    setShown(initialValue);
    setValue(initialValue);
  }
  const blNo = value.trim();
  const search = () => {
    if (!blNo) return;
    onSearch(blNo);
    if (scan) readyToScan(field.current);
  };
  // The field starts with a scan typed ahead; the scan's Enter searches it.
  const searchTypedAhead = useEffectEvent(() => {
    const early = takeTypeAhead();
    if (early.entered) search();
  });
  useEffect(() => {
    if (scan) searchTypedAhead();
  }, [scan]);
  const size = scan ? 'xl' : 'md';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          ref={ref}
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
