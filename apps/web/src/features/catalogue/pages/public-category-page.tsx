import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { loginHref } from '../../../lib/return-to.ts';
import { useTourFilters } from '../../../components/tour-filters/use-tour-filters.ts';
import { tourFilterParams } from '../../../lib/tour-filters.ts';
import { Brand } from '../../../components/layout/brand.tsx';
import { usePublicCategoryTours } from '../api/public-category-tours.ts';
import { categoryCopy, categoryFromPublicParam, type CategoryCopy } from '../category-copy.ts';
import { CategoryHero, heroNavLink } from '../components/category-hero.tsx';
import { CategoryNotFound } from '../components/category-not-found.tsx';
import { CategoryTourList } from '../components/category-tour-list.tsx';

/** /destinations/:category: a visitor's list of one category; Book Now asks them to log in. */
export default function PublicCategoryPage() {
  const { category } = useParams();
  const copy = categoryFromPublicParam(category);
  if (!copy) return <CategoryNotFound name={category} home={paths.landing.href} pathOf={(key) => categoryCopy[key].publicPath} />;
  // Keyed so that moving between categories starts each list afresh.
  return <PublicCategory key={copy.key} copy={copy} />;
}

function PublicCategory({ copy }: { copy: CategoryCopy }) {
  const { filters } = useTourFilters();
  const query = usePublicCategoryTours(copy.publicApi, tourFilterParams(filters, { forApi: true }).toString());
  const navigate = useNavigate();
  const location = useLocation();
  // The spec's Home goes back in history; opened directly there is no "back", so it goes to /.
  const goHome = () => void (location.key === 'default' ? navigate(paths.landing.href) : navigate(-1));

  const nav = (
    <nav aria-label="Main" className="flex flex-wrap items-center justify-between gap-3">
      <Brand light />
      <ul className="flex flex-wrap items-center gap-1 max-sm:-ml-3">
        <li>
          <button type="button" onClick={goHome} className={heroNavLink}>
            Home
          </button>
        </li>
        <li>
          <Link to={paths.destinations.href} className={heroNavLink}>
            Destinations
          </Link>
        </li>
        <li>
          <Link to={paths.login.href} className={heroNavLink}>
            Login
          </Link>
        </li>
        <li>
          <Link to={paths.signup.href} className="ml-1 rounded-lg bg-marigold-300 px-3 py-2 text-sm font-semibold text-stone-900 hover:bg-marigold-500">
            Signup
          </Link>
        </li>
      </ul>
    </nav>
  );

  return (
    <div className="min-h-screen bg-stone-50">
      <CategoryHero copy={copy} nav={nav} />
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-8 sm:py-14">
        <CategoryTourList copy={copy} query={query} bookTo={(tour) => loginHref(paths.bookTour.href(tour._id))} showSearch />
      </main>
    </div>
  );
}
