import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { LogoLink } from '../../components/ui/logo.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

const POINTS = [
  'Post a load and receive bids from vetted truck operators',
  'Follow every shipment from pickup to delivery',
  'Prices in Kwacha, with the fee shown before you commit',
];

/** Sign-up, login and password screens: a form column, and a brand panel on large screens. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const interactive = useHydrated();
  useEffect(() => {
    document.title = `${title} · Njira`;
  }, [title]);

  return (
    <div className="grid min-h-dvh bg-white lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="hidden flex-col justify-between bg-brand-900 p-10 text-white lg:flex xl:p-14">
        <LogoLink to="/" light label="Njira home" />
        <div>
          <p className="max-w-md text-3xl leading-tight font-bold xl:text-4xl">
            Freight across Zambia and the region, without the phone calls.
          </p>
          <ul className="mt-8 flex flex-col gap-4">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3 text-brand-100">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-200">Lusaka · Harare</p>
      </aside>
      <main className="flex flex-col items-center px-4 py-8 sm:px-6 sm:py-12 lg:justify-center">
        <div className="w-full max-w-md">
          <div className="mb-8 lg:hidden">
            <LogoLink to="/" label="Njira home" />
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
          {description && <p className="mt-2 text-sm text-muted-foreground sm:text-base">{description}</p>}
          {/* Prerendered, the form paints before its code arrives: typing into it then would be lost
              at hydration, and Enter would send it as a plain GET with the password in the address. */}
          <fieldset disabled={!interactive} className="mt-8 min-w-0">
            {children}
          </fieldset>
        </div>
      </main>
    </div>
  );
}
