import { Autocomplete, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMergedRef } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type Ref, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useBlSuggestions } from '../lib/bl-suggestions';
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

/**
 * A BL number typed or scanned: trimmed, the button disabled while it is blank, Enter searches. From 4 characters the
 * BLs whose number starts with them are offered under the field (with their vessel and arrival); choosing one
 * searches it.
 */
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
  // The number last searched: its own suggestions are not offered again under it.
  const [searched, setSearched] = useState(initialValue);
  const [typed] = useDebouncedValue(blNo === searched ? '' : blNo, 300);
  const { suggestions, isFetching } = useBlSuggestions(typed);
  const byNumber = new Map(suggestions.map((bl) => [bl.blNo, bl]));
  const searchFor = (number: string) => {
    if (!number) return;
    setSearched(number);
    onSearch(number);
    if (scan) readyToScan(field.current);
  };
  const search = () => searchFor(blNo);
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
        <Autocomplete
          ref={ref}
          name="blNo"
          label={label}
          value={value}
          onChange={setValue}
          data={[...byNumber.keys()]}
          // The server matched them: every one is shown as it came.
          filter={({ options }) => options}
          onOptionSubmit={(number) => {
            setValue(number);
            searchFor(number);
          }}
          renderOption={({ option }) => {
            const bl = byNumber.get(option.value);
            return (
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {option.value}
                </Text>
                {bl && (
                  <Text size="xs" c="dimmed">
                    <bdi>{bl.vesselName}</bdi> <bdi>{bl.voyageNo}</bdi> · {bl.arrivalDate}
                  </Text>
                )}
              </Stack>
            );
          }}
          rightSection={isFetching ? <Loader size="xs" /> : undefined}
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
