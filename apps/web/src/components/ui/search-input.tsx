import { MAX_SEARCH_LENGTH } from '@yatrika/contract/tour-discovery-names';
import type { InputHTMLAttributes } from 'react';

/**
 * Every search box's input: the browser's search field (its clear button, the keyboard's Search
 * key), no autofill, and never longer than the API accepts. Each place gives its own look.
 */
export function SearchInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <input type="search" autoComplete="off" maxLength={MAX_SEARCH_LENGTH} enterKeyHint="search" {...props} />;
}
