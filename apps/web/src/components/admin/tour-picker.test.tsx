import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { aTour } from '../../../test/admin-fixtures.ts';
import { TourPicker } from './tour-picker.tsx';

const hampi = aTour({ title: 'Ruins of Hampi', category: 'historical & cultural', location: 'Hampi, Karnataka', pricePerPerson: 7500 });
const spiti = aTour({ title: 'Spiti Valley Road Trip', category: 'adventure', location: 'Himachal Pradesh', pricePerPerson: 18500 });
const varanasi = aTour({ title: 'Ghats of Varanasi', category: 'religious', location: 'Varanasi, Uttar Pradesh', pricePerPerson: 4200 });
const tours = [hampi, spiti, varanasi];

function Picker({ multiple = false, onChange = () => {} }: { multiple?: boolean; onChange?: (ids: string[]) => void }) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <TourPicker
      label="Tours"
      tours={tours}
      multiple={multiple}
      chosen={chosen}
      onChange={(ids) => {
        setChosen(ids);
        onChange(ids);
      }}
    />
  );
}

const shownTitles = () => within(screen.getByRole('group', { name: 'Tours' })).queryAllByRole('listitem').map((item) => item.textContent?.split(' · ')[0]);

describe('the tour picker', () => {
  it("names each tour with its category as the site writes it, its place and price, never the API's words", () => {
    render(<Picker />);
    expect(screen.getByRole('radio', { name: 'Ruins of Hampi · Historical & cultural · Hampi, Karnataka · ₹7,500 per person' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tours' })).not.toHaveTextContent('historical & cultural');
  });

  it('narrows the list as the operator types a title, a place or a category, in any capitals', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const search = screen.getByRole('searchbox', { name: 'Find a tour' });
    await user.type(search, 'HIMACHAL');
    expect(shownTitles()).toEqual(['Spiti Valley Road Trip']);
    await user.clear(search);
    await user.type(search, 'religious');
    expect(shownTitles()).toEqual(['Ghats of Varanasi']);
    await user.clear(search);
    await user.type(search, 'nowhere');
    expect(screen.getByText('No tour matches that search.')).toBeInTheDocument();
  });

  it('chooses one tour, or with `multiple` several, and keeps a chosen tour in sight whatever the search', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Picker multiple onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: /Ruins of Hampi/ }));
    await user.click(screen.getByRole('checkbox', { name: /Spiti Valley/ }));
    expect(onChange).toHaveBeenLastCalledWith([hampi._id, spiti._id]);
    await user.type(screen.getByRole('searchbox', { name: 'Find a tour' }), 'varanasi');
    expect(shownTitles()).toEqual(['Ruins of Hampi', 'Spiti Valley Road Trip', 'Ghats of Varanasi']);
    await user.click(screen.getByRole('checkbox', { name: /Ruins of Hampi/ }));
    expect(onChange).toHaveBeenLastCalledWith([spiti._id]);
  });

  it('keeps one tour at most without `multiple`', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Picker onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: /Ruins of Hampi/ }));
    await user.click(screen.getByRole('radio', { name: /Ghats of Varanasi/ }));
    expect(onChange).toHaveBeenLastCalledWith([varanasi._id]);
    expect(screen.getByRole('radio', { name: /Ruins of Hampi/ })).not.toBeChecked();
  });
});
