import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { publicTourHref } from '../../../lib/public-tour-href.ts';
import { useBookHref } from '../../../lib/book-href.ts';
import { AccountNav } from '../../../components/layout/account-nav.tsx';
import { useTourFilters } from '../../../components/tour-filters/use-tour-filters.ts';
import { tourFilterParams } from '../../../lib/tour-filters.ts';
import { usePublicCategoryTours } from '../api/public-category-tours.ts';
import { categoryCopy, categoryFromPublicParam, type CategoryCopy } from '../category-copy.ts';
import { heroNavLink } from '../components/category-hero.tsx';
import { CategoryNotFound } from '../components/category-not-found.tsx';
import { CategoryPage } from '../components/category-page.tsx';

/** /destinations/:category: a visitor's list of one category; Book Now asks them to log in (a signed-in traveller goes straight to the booking form). */
export default function PublicCategoryPage() {
  const { category } = useParams();
  const copy = categoryFromPublicParam(category);
  if (!copy) return <CategoryNotFound name={category} home={paths.landing.href} pathOf={(key) => categoryCopy[key].publicPath} />;
  // Keyed so that moving between categories starts each list afresh.
  return <PublicCategory key={copy.key} copy={copy} />;
}

function PublicCategory({ copy }: { copy: CategoryCopy }) {
  const { filters } = useTourFilters();
  const tours = usePublicCategoryTours(copy.publicApi, tourFilterParams(filters, { forApi: true }).toString());
  const navigate = useNavigate();
  const location = useLocation();
  const bookHref = useBookHref();
  // The spec's Home goes back in history; opened directly there is no "back", so it goes to /.
  const goHome = () => void (location.key === 'default' ? navigate(paths.landing.href) : navigate(-1));

  return (
    <CategoryPage
      copy={copy}
      tours={tours}
      navItems={[
        <button type="button" onClick={goHome} className={heroNavLink}>
          Home
        </button>,
        <Link to={paths.destinations.href} className={heroNavLink}>
          Destinations
        </Link>,
      ]}
      account={<AccountNav light />}
      bookTo={(tour) => bookHref(tour._id)}
      tourTo={(tour) => publicTourHref(tour)}
      showSearch
    />
  );
}
