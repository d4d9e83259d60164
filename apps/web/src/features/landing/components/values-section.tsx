import { values } from '../landing-data.ts';

const icons: Record<(typeof values)[number]['icon'], string> = {
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5 5-2Z',
  guide: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0M17 4l1.5 1.5L21 3',
  ticket: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4V7Zm10 0v10',
};

/** 'Top Values for You' (the section the spec gives the id "destinations"). */
export function ValuesSection() {
  return (
    <section id="destinations" aria-labelledby="values-heading" className="mx-auto max-w-7xl scroll-mt-6 px-4 pt-20 pb-8 sm:px-8 sm:pt-24">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Why Yatrika</p>
        <h2 id="values-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
          Top Values for You
        </h2>
        <p className="mt-3 text-lg text-stone-600">Everything you need for a trip you will remember, and nothing you will have to chase.</p>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {values.map((value) => (
          <li key={value.title} className="rounded-card bg-white p-6 shadow-card ring-1 ring-stone-200/70">
            <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700" aria-hidden="true">
              <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d={icons[value.icon]} />
              </svg>
            </span>
            <h3 className="mt-4 text-xl font-semibold">{value.title}</h3>
            <p className="mt-2 text-stone-600">{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
