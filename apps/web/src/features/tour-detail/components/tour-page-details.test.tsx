import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noPageDetails } from '../../../../test/catalogue-fixtures.ts';
import { TourPageDetails } from './tour-page-details.tsx';

const filled = {
  title: 'Ruins of Hampi',
  highlights: ['The Vittala temple', 'Sunrise from Matanga hill'],
  itinerary: [
    { day: 1, title: 'Sacred centre', details: 'The Virupaksha temple and Hampi bazaar.' },
    { day: 2, title: 'Sunrise and the Vittala temple', details: '' },
  ],
  inclusions: ['One night in a guesthouse'],
  exclusions: ['Travel to Hampi'],
  meetingPoint: 'Hosapete Junction railway station',
  gallery: ['media/00000000-0000-4000-8000-000000000201.webp', 'media/00000000-0000-4000-8000-000000000202.webp'],
};

const sectionTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the tour page details', () => {
  it('shows a titled section for each detail the operator filled in, in order', () => {
    render(<TourPageDetails tour={filled} />);
    expect(sectionTitles()).toEqual(['Highlights', 'Itinerary', "What's included", 'Meeting point', 'Gallery']);
    const itinerary = screen.getByRole('region', { name: 'Itinerary' });
    expect(within(itinerary).getAllByRole('listitem')).toHaveLength(2);
    expect(within(itinerary).getByRole('heading', { level: 3, name: 'Day 1: Sacred centre' })).toBeInTheDocument();
    expect(within(itinerary).getByText('The Virupaksha temple and Hampi bazaar.')).toBeInTheDocument();
    const included = screen.getByRole('region', { name: "What's included" });
    expect(within(included).getByRole('heading', { level: 3, name: 'Included' })).toBeInTheDocument();
    expect(within(included).getByRole('heading', { level: 3, name: 'Not included' })).toBeInTheDocument();
    expect(screen.getByText('Hosapete Junction railway station')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ruins of Hampi: picture 2 of 2' })).toBeInTheDocument();
  });

  it('shows nothing at all for a tour with none of them', () => {
    const { container } = render(<TourPageDetails tour={{ title: 'Ruins of Hampi', ...noPageDetails }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('leaves out each empty section on its own, and the half of what is included that is empty', () => {
    render(<TourPageDetails tour={{ ...filled, highlights: [], itinerary: [], inclusions: [], meetingPoint: null, gallery: [] }} />);
    expect(sectionTitles()).toEqual(["What's included"]);
    expect(screen.queryByRole('heading', { level: 3, name: 'Included' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Not included' })).toBeInTheDocument();
  });

  it('opens a gallery picture larger from the keyboard, steps through them and closes', async () => {
    const user = userEvent.setup();
    render(<TourPageDetails tour={filled} />);
    const first = screen.getByRole('button', { name: 'Open Ruins of Hampi: picture 1 of 2' });
    first.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Picture 1 of 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Picture 2 of 2' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'Ruins of Hampi: picture 2 of 2' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Picture 1 of 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
