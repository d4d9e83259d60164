import { lazy, Suspense } from 'react';
import { Hero } from '../components/hero.tsx';
import { SiteHeader } from '../components/site-header.tsx';

// One chunk for both: everything under the hero (components/below-the-fold.tsx).
const belowTheFold = () => import('../components/below-the-fold.tsx');
const BelowTheHero = lazy(() => belowTheFold().then((chunk) => ({ default: chunk.BelowTheHero })));
const SiteFooter = lazy(() => belowTheFold().then((chunk) => ({ default: chunk.SiteFooter })));

/**
 * "/": the landing page of spec §2, in its order. Static: no API call, no heavy dependency. The
 * header and hero are the first screen; the sections under them load in a chunk of their own,
 * keeping the page within its JavaScript budget (bench/size.mjs).
 */
export default function LandingPage() {
  return (
    <div className="relative min-h-screen overflow-x-clip bg-stone-50">
      <SiteHeader />
      <main>
        <Hero />
        {/* Until they arrive the page keeps its height, so nothing below the hero jumps into view. */}
        <Suspense fallback={<div className="min-h-screen" aria-hidden="true" />}>
          <BelowTheHero />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
