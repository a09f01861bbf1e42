import { useDebouncedCallback } from '@mantine/hooks';
import { type ComponentProps, useState } from 'react';
import { SearchInput } from '../../../components/search-input';

/** Typing reaches the URL (and the server) this long after the last key. */
const searchDelayMs = 300;

type SearchBoxProps = {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  w?: ComponentProps<typeof SearchInput>['w'];
};

/**
 * A search box of a dashboard whose search is in the URL: what is typed is handed on trimmed 300 ms after the last
 * key; the box follows the URL when it changes otherwise (Back, a link).
 */
export function SearchBox({ label, value, onSearch, w }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [previous, setPrevious] = useState(value);
  if (value !== previous) {
    setPrevious(value);
    if (value !== text.trim()) setText(value);
  }
  const search = useDebouncedCallback((typed: string) => {
    if (typed !== value) onSearch(typed);
  }, searchDelayMs);
  return (
    <SearchInput
      label={label}
      w={w}
      value={text}
      onChange={(typed) => {
        setText(typed);
        search(typed.trim());
      }}
    />
  );
}
