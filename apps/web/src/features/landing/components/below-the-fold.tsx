import { AdventureShowcase } from './adventure-showcase.tsx';
import { GetStarted } from './get-started.tsx';
import { TopDestinations } from './top-destinations.tsx';
import { ValuesSection } from './values-section.tsx';

export { SiteFooter } from './site-footer.tsx';

/**
 * The sections under the hero, in the spec's order: static content a visitor scrolls to, so it
 * comes in a chunk of its own after the first screen, not in the JavaScript the first screen waits for.
 */
export function BelowTheHero() {
  return (
    <>
      <ValuesSection />
      <TopDestinations />
      <AdventureShowcase />
      <GetStarted />
    </>
  );
}
