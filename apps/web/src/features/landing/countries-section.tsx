import bw from 'flag-icons/flags/4x3/bw.svg';
import cd from 'flag-icons/flags/4x3/cd.svg';
import ke from 'flag-icons/flags/4x3/ke.svg';
import mw from 'flag-icons/flags/4x3/mw.svg';
import mz from 'flag-icons/flags/4x3/mz.svg';
import na from 'flag-icons/flags/4x3/na.svg';
import rw from 'flag-icons/flags/4x3/rw.svg';
import tz from 'flag-icons/flags/4x3/tz.svg';
import za from 'flag-icons/flags/4x3/za.svg';
import zm from 'flag-icons/flags/4x3/zm.svg';
import zw from 'flag-icons/flags/4x3/zw.svg';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { type Country, countries } from '../../content/company.ts';
import { SectionHeading } from './section-heading.tsx';

// One import per flag so only these 11 of flag-icons' ~270 flags reach the bundle.
const flags: Record<string, string> = { bw, cd, ke, mw, mz, na, rw, tz, za, zm, zw };

function FlagList({ items, hidden = false }: { items: Country[]; hidden?: boolean }) {
  return (
    <ul
      className="flex shrink-0 gap-4 pr-4 motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0"
      aria-hidden={hidden || undefined}
    >
      {items.map((country) => (
        <li
          key={country.code}
          className="flex w-36 shrink-0 flex-col items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
        >
          <img
            src={flags[country.code]}
            alt={hidden ? '' : `Flag of ${country.name}`}
            width={96}
            height={72}
            loading="lazy"
            decoding="async"
            className="h-18 w-24 rounded-md object-cover ring-1 ring-gray-200"
          />
          <span className="text-sm font-semibold text-gray-800">{country.name}</span>
        </li>
      ))}
    </ul>
  );
}

export function CountriesSection() {
  // WCAG 2.2.2: anything that moves on its own for more than 5 s needs a way to stop it; hover alone
  // does not help keyboard or touch users.
  const [paused, setPaused] = useState(false);
  return (
    <section aria-labelledby="countries-title" className="overflow-hidden py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="countries-title" eyebrow="Our reach" title="Countries We Delivered To">
          From the Copperbelt to the coast: {countries.length} countries and counting.
        </SectionHeading>
      </div>
      {/* The list is drawn twice and slid by half its width, so the loop is seamless. Hovering pauses
          it; with reduced motion it stands still and wraps instead. */}
      <div className="group relative mt-12 [mask-image:linear-gradient(to_right,transparent,black_5%,black_95%,transparent)] motion-reduce:[mask-image:none]">
        <div
          className={cn(
            'flex w-max animate-marquee group-hover:[animation-play-state:paused]',
            'motion-reduce:w-full motion-reduce:animate-none motion-reduce:px-4',
            paused && '[animation-play-state:paused]',
          )}
        >
          <FlagList items={countries} />
          <div className="flex motion-reduce:hidden">
            <FlagList items={countries} hidden />
          </div>
        </div>
      </div>
      <div className="mt-6 flex justify-center motion-reduce:hidden">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="inline-flex items-center gap-2 rounded-full border border-gray-300 px-4 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100"
        >
          {paused ? (
            <Play className="size-4" aria-hidden="true" />
          ) : (
            <Pause className="size-4" aria-hidden="true" />
          )}
          {paused ? 'Play animation' : 'Pause animation'}
        </button>
      </div>
    </section>
  );
}
