import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-variants.ts';
import { nav, pricing } from '../../content/landing.ts';
import { SectionHeading } from './section-heading.tsx';

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-brand-800 py-20 text-white sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title={pricing.title} light>
          {pricing.intro}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {pricing.points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-white/15 bg-white/5 p-6">
              <CircleCheck className="size-7 text-accent" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{point.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-100">{point.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to={nav.signup.to} className={buttonClasses('secondary', 'lg')}>
            {nav.signup.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
