import { useEffect, useRef, useState } from 'react';

/**
 * A text box over a value that lives somewhere slower than a keystroke (the page's address: a
 * search or a price filter). The box shows what is typed at once and hands each change on;
 * the value coming back later is recognised as one of ours and left alone, so fast typing never
 * loses letters. A value that changes for any other reason (Clear filters, Back, a shared link)
 * replaces what the box shows.
 */
export function useTypedText(value: string, commit: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  /** What was handed on and has not come back yet, oldest first. */
  const inFlight = useRef<string[]>([]);

  useEffect(() => {
    const ours = inFlight.current.indexOf(value);
    if (ours >= 0) {
      inFlight.current = inFlight.current.slice(ours + 1);
      return;
    }
    inFlight.current = [];
    setText(value);
  }, [value]);

  const change = (next: string) => {
    setText(next);
    inFlight.current.push(next);
    commit(next);
  };
  return [text, change];
}
