import { Link } from 'react-router';
import { Brand } from '../../../components/layout/brand.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { categoryCopy, categoryKeys } from '../category-copy.ts';

interface CategoryNotFoundProps {
  /** The unknown name from the address. */
  name: string | undefined;
  home: string;
  /** Each category's page in this area (public or signed-in). */
  pathOf: (key: (typeof categoryKeys)[number]) => string;
}

/** An address that names no category: say so kindly and offer the four that exist. */
export function CategoryNotFound({ name, home, pathOf }: CategoryNotFoundProps) {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-6 px-6 py-16">
      <Brand to={home} />
      <h1 className="text-3xl font-bold sm:text-4xl">We could not find that kind of trip</h1>
      <p className="text-lg text-stone-600">
        {name ? <>There is no “{name}” collection. </> : null}
        Our tours come in four kinds; pick one to see them all.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {categoryKeys.map((key) => (
          <li key={key}>
            <Link to={pathOf(key)} className={buttonClasses('secondary', 'lg', 'w-full justify-start')}>
              {categoryCopy[key].title}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={home} className="font-semibold text-brand-800 underline underline-offset-4">
        Back to the home page
      </Link>
    </main>
  );
}
