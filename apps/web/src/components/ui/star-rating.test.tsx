import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating, starFill } from './star-rating.tsx';

describe('a rating in stars', () => {
  it('draws 4.5 as four whole stars and a half, never five', () => {
    expect([1, 2, 3, 4, 5].map((star) => starFill(4.5, star))).toEqual([true, true, true, true, 'half']);
  });

  it('rounds to the nearest half point', () => {
    expect([1, 2, 3, 4, 5].map((star) => starFill(3.2, star))).toEqual([true, true, true, false, false]);
    expect([1, 2, 3, 4, 5].map((star) => starFill(3.3, star))).toEqual([true, true, true, 'half', false]);
    expect([1, 2, 3, 4, 5].map((star) => starFill(4.8, star))).toEqual([true, true, true, true, true]);
  });

  it('says the rating in words and draws one half-filled star for 4.5', () => {
    const { getByRole, container } = render(<StarRating rating={4.5} />);
    expect(getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('clipPath')).toHaveLength(1);
  });
});
