import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useTourFilters } from '../../../components/tour-filters/use-tour-filters.ts';
import { tourFilterParams } from '../../../lib/tour-filters.ts';
import { useTravellerCategoryTours } from '../api/traveller-category-tours.ts';
import { categoryCopy, categoryFromTravellerParam, type CategoryCopy } from '../category-copy.ts';
import { heroNavLink } from '../components/category-hero.tsx';
import { CategoryNotFound } from '../components/category-not-found.tsx';
import { CategoryPage } from '../components/category-page.tsx';

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
  const tours = useTravellerCategoryTours(copy.travellerApi, tourFilterParams(filters, { forApi: true }).toString());

  return (
    <CategoryPage
      copy={copy}
      tours={tours}
      brandTo={paths.travellerHome.href}
      navItems={navItems.map((item) => (
        <Link to={item.to} className={heroNavLink}>
          {item.label}
        </Link>
      ))}
      bookTo={(tour) => paths.bookTour.href(tour._id)}
    />
  );
}
