import { ArrowRight, Headphones, type LucideIcon, Radar, Wallet, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { type Service, services } from '../../content/landing.ts';
import { SectionHeading } from './section-heading.tsx';

const icons: Record<Service['id'], LucideIcon> = {
  'fast-delivery': Zap,
  'real-time-tracking': Radar,
  'flexible-pricing': Wallet,
  support: Headphones,
};

// Hidden until the card is hovered or anything inside it has keyboard focus; always shown on touch
// screens, which have no hover.
const hintClasses =
  'mt-5 inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 transition-opacity duration-200 ' +
  '[@media(hover:hover)]:opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100 ' +
  'after:absolute after:inset-0 after:rounded-2xl after:content-[""]';

function LearnMore({ service }: { service: Service }) {
  const body = (
    <>
      Learn More<span className="sr-only"> about {service.title}</span>
      <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
    </>
  );
  // In-page anchors stay plain links; app routes go through the router.
  return service.learnMoreHref.startsWith('#') ? (
    <a href={service.learnMoreHref} className={hintClasses}>
      {body}
    </a>
  ) : (
    <Link to={service.learnMoreHref} className={hintClasses}>
      {body}
    </Link>
  );
}

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-gray-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="services-title" eyebrow="What we offer" title="Our Services">
          Everything you need to move cargo across borders, on one simple platform.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => {
            const Icon = icons[service.id];
            return (
              <li
                key={service.id}
                className="group relative flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:border-brand-300 hover:shadow-lg focus-within:border-brand-300 focus-within:shadow-lg"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-800 text-accent">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-gray-900">{service.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-gray-600">{service.description}</p>
                <LearnMore service={service} />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
