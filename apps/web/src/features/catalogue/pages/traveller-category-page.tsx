import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useTourFilters } from '../../../components/tour-filters/use-tour-filters.ts';
import { tourFilterParams } from '../../../lib/tour-filters.ts';
import { Brand } from '../../../components/layout/brand.tsx';
import { useTravellerCategoryTours } from '../api/traveller-category-tours.ts';
import { categoryCopy, categoryFromTravellerParam, type CategoryCopy } from '../category-copy.ts';
import { CategoryHero, heroNavLink } from '../components/category-hero.tsx';
import { CategoryNotFound } from '../components/category-not-found.tsx';
import { CategoryTourList } from '../components/category-tour-list.tsx';

/** /userdashboard/:categoryPage: a signed-in traveller's list of one category. */
export default function TravellerCategoryPage() {
  const { categoryPage } = useParams();
  const copy = categoryFromTravellerParam(categoryPage);
  if (!copy) return <CategoryNotFound name={categoryPage} home={paths.travellerHome.href} pathOf={(key) => categoryCopy[key].travellerPath} />;
  return <TravellerCategory key={copy.key} copy={copy} />;
}

const navItems = [
  { label: 'Home', to: paths.travellerHome.href },
  { label: 'My Wishlist', to: paths.wishlistFull.href },
  { label: 'My Bookings', to: paths.myBookings.href },
];

function TravellerCategory({ copy }: { copy: CategoryCopy }) {
  const { filters } = useTourFilters();
  const query = useTravellerCategoryTours(copy.travellerApi, tourFilterParams(filters, { forApi: true }).toString());

  const nav = (
    <nav aria-label="Main" className="flex flex-wrap items-center justify-between gap-3">
      <Brand to={paths.travellerHome.href} light />
      <ul className="flex flex-wrap items-center gap-1 max-sm:-ml-3">
        {navItems.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={heroNavLink}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <div className="min-h-screen bg-stone-50">
      <CategoryHero copy={copy} nav={nav} />
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-8 sm:py-14">
        <CategoryTourList copy={copy} query={query} bookTo={(tour) => paths.bookTour.href(tour._id)} />
      </main>
    </div>
  );
}
