import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useTypedText } from './use-typed-text.ts';

/** A value kept "far away": each change arrives a little later, like the address after a navigation. */
function SlowBox() {
  const [stored, setStored] = useState('');
  const [text, change] = useTypedText(stored, (next) => setTimeout(() => setStored(next), 20));
  return (
    <>
      <input aria-label="Search" value={text} onChange={(event) => change(event.target.value)} />
      <button type="button" onClick={() => setStored('')}>
        Clear
      </button>
      <output>{stored}</output>
    </>
  );
}

describe('a text box over a slow value', () => {
  it('keeps every letter typed quickly, and the value catches up', async () => {
    render(<SlowBox />);
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Search'), 'goa beach');
    expect(screen.getByLabelText('Search')).toHaveValue('goa beach');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByLabelText('Search')).toHaveValue('goa beach');
    expect(screen.getByRole('status')).toHaveTextContent('goa beach');
  });

  it('shows a value changed from elsewhere', async () => {
    render(<SlowBox />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'jaipur');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });
});
