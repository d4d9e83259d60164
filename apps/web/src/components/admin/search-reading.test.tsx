import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchReading } from './search-reading.tsx';

describe('what a search looks for', () => {
  it('reads a reference typed without dashes, in lower case, as the server does', () => {
    render(<SearchReading text="ytcfxkpzb9" />);
    expect(screen.getByText('Looking for references with YTCFXKPZB9 and names and emails with “ytcfxkpzb9”.')).toBeInTheDocument();
  });

  it('reads a phone by its digits, +91 or not', () => {
    render(<SearchReading text="+91 98450 11223" />);
    expect(screen.getByText('Looking for phones with 9845011223 and names and emails with “+91 98450 11223”.')).toBeInTheDocument();
  });

  it('reads digits that are both a reference part and a phone part as both', () => {
    render(<SearchReading text="43210" />);
    expect(screen.getByText('Looking for references with 43210, phones with 43210 and names and emails with “43210”.')).toBeInTheDocument();
  });

  it('reads a name as a name only, and nothing for blank text', () => {
    const { container } = render(<SearchReading text="Sumit" />);
    expect(screen.getByText('Looking for names and emails with “Sumit”.')).toBeInTheDocument();
    container.remove();
    const blank = render(<SearchReading text="   " />);
    expect(blank.container).toBeEmptyDOMElement();
  });
});
