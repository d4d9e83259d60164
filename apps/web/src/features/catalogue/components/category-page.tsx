import type { Tour } from '@yatrika/contract/tours';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Brand } from '../../../components/layout/brand.tsx';
import type { CategoryCopy } from '../category-copy.ts';
import { CategoryHero } from './category-hero.tsx';
import { CategoryTourList } from './category-tour-list.tsx';

interface CategoryPageProps {
  copy: CategoryCopy;
  /** The category's tours, as the visitor's or the traveller's list reads them. */
  tours: UseQueryResult<Tour[]>;
  /** Where the word mark leads: the landing page (the default) or the traveller's home. */
  brandTo?: string;
  /** The navigation's entries over the picture, in order: links, or a button. */
  navItems: ReactNode[];
  /** After the navigation's entries: the visitor's Login and Signup, or the traveller's name and My Bookings. */
  account?: ReactNode;
  /** Where Book Now leads: the login page for visitors, the tour's page for travellers. */
  bookTo: (tour: Tour) => string;
  /** Where a card's title and picture lead (the tour's public page), if anywhere. */
  tourTo?: (tour: Tour) => string;
  /** Visitors search here too (travellers search from their home). */
  showSearch?: boolean;
}

/** A category's page, for visitors and travellers alike: the banner with its navigation, then the category's tours. */
export function CategoryPage({ copy, tours, brandTo, navItems, account, bookTo, tourTo, showSearch }: CategoryPageProps) {
  const nav = (
    <nav aria-label="Main" className="flex flex-wrap items-center justify-between gap-3">
      <Brand to={brandTo} light />
      <ul className="flex flex-wrap items-center gap-1 max-sm:-ml-3">
        {navItems.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
        {account}
      </ul>
    </nav>
  );

  return (
    <div className="min-h-screen bg-stone-50">
      <CategoryHero copy={copy} nav={nav} />
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-8 sm:py-14">
        <CategoryTourList copy={copy} query={tours} bookTo={bookTo} tourTo={tourTo} showSearch={showSearch} />
      </main>
    </div>
  );
}
