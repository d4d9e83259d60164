import { AdventureShowcase } from '../components/adventure-showcase.tsx';
import { GetStarted } from '../components/get-started.tsx';
import { Hero } from '../components/hero.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { TopDestinations } from '../components/top-destinations.tsx';
import { ValuesSection } from '../components/values-section.tsx';

/** "/": the landing page of spec §2, in its order. Static: no API call, no heavy dependency. */
export default function LandingPage() {
  return (
    <div className="relative min-h-screen overflow-x-clip bg-stone-50">
      <SiteHeader />
      <main>
        <Hero />
        <ValuesSection />
        <TopDestinations />
        <AdventureShowcase />
        <GetStarted />
      </main>
      <SiteFooter />
    </div>
  );
}
