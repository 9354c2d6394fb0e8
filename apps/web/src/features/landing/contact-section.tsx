import { Clock, Mail, MapPin, Phone, Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { contact } from '../../content/company.ts';
import { SectionHeading } from './section-heading.tsx';
import { useNearViewport } from './use-near-viewport.ts';

// The form sits far below the fold and brings the form chunk (zod and react-hook-form, ~38 KB gzip):
// it is fetched only when the visitor nears the contact section, so a visit that never scrolls
// there never pays for it (the landing's first-visit budget is 200 KB).
const ContactForm = lazy(async () => ({ default: (await import('./contact-form.tsx')).ContactForm }));

function DeferredContactForm() {
  const spot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(spot);
  // Same height as the form, so nothing jumps when it arrives.
  const placeholder = <div ref={spot} className="min-h-[23.5rem]" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ContactForm />
    </Suspense>
  );
}

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-accent">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-gray-900">{title}</h3>
        <div className="mt-1 text-gray-600">{children}</div>
      </div>
    </li>
  );
}

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-gray-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="contact-title" eyebrow="Contact" title={contact.title}>
          {contact.intro}
        </SectionHeading>
        <div className="mt-12 grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <ul className="flex flex-col gap-6">
              <Detail icon={<MapPin className="size-5" aria-hidden="true" />} title="Location">
                <address className="not-italic">{contact.location}</address>
              </Detail>
              <Detail icon={<Clock className="size-5" aria-hidden="true" />} title="Opening Hours">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3">
                  {contact.hours.map((row) => (
                    <div key={row.days} className="contents">
                      <dt className="font-medium text-gray-800">{row.days}</dt>
                      <dd>{row.time}</dd>
                    </div>
                  ))}
                </dl>
              </Detail>
              <Detail icon={<Phone className="size-5" aria-hidden="true" />} title="Phone">
                <a
                  href={contact.phone.href}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {contact.phone.display}
                </a>
              </Detail>
              <Detail icon={<Mail className="size-5" aria-hidden="true" />} title="Email">
                <a
                  href={`mailto:${contact.email}`}
                  className="font-medium break-all text-brand-700 underline-offset-4 hover:underline"
                >
                  {contact.email}
                </a>
              </Detail>
            </ul>
            <p className="mt-8 flex items-center gap-3 rounded-2xl bg-brand-800 p-5 text-white">
              <Users className="size-8 shrink-0 text-accent" aria-hidden="true" />
              <span>
                <strong className="block text-2xl font-extrabold text-accent-300">
                  {contact.socialProof}
                </strong>
                {contact.socialProofText}
              </span>
            </p>
          </div>
          <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
            <h3 className="mb-5 text-xl font-semibold text-gray-900">{contact.formTitle}</h3>
            <DeferredContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
