import { describe, expect, it } from 'vitest';
import { publicTourPath, tourSlug } from './public-tour-page.ts';

describe('tourSlug', () => {
  it.each([
    ['Kedarnath Yatra — 5 days!', 'kedarnath-yatra-5-days'],
    ['  Goa: Beaches & Forts  ', 'goa-beaches-forts'],
    ['Café Trail in Pondichéry', 'cafe-trail-in-pondichery'],
    ['वाराणसी घाट', 'वाराणसी-घाट'],
    ['🙏🙏', 'tour'],
    ['', 'tour'],
  ])('makes %j into %j', (title, slug) => {
    expect(tourSlug(title)).toBe(slug);
  });

  it('keeps at most 80 characters and never ends on a dash', () => {
    const slug = tourSlug(`${'a'.repeat(79)} b c`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('builds the page path with the slug percent-encoded', () => {
    expect(publicTourPath({ _id: '5f0c1f7e-0000-4000-8000-000000000000', title: 'Spiti Valley Trek' })).toBe(
      '/tours/5f0c1f7e-0000-4000-8000-000000000000/spiti-valley-trek',
    );
    expect(publicTourPath({ _id: 'x', title: 'घाट' })).toBe(`/tours/x/${encodeURIComponent('घाट')}`);
  });
});
