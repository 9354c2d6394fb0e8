import { Factory, Fuel, ShieldCheck, Truck } from 'lucide-react';
import { about } from '../../content/company.ts';
import { SectionHeading } from './section-heading.tsx';

const highlightIcons = [Truck, ShieldCheck, Fuel, Factory];

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow="Who we are"
            title={about.title}
            className="mx-0 text-left"
          />
          <p className="mt-6 text-lg font-medium text-gray-900">{about.lead}</p>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-4 leading-relaxed text-gray-600">
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {about.highlights.map((highlight, index) => {
            const Icon = highlightIcons[index % highlightIcons.length] ?? Truck;
            return (
              <li key={highlight} className="flex items-start gap-3 rounded-2xl bg-brand-50 p-5">
                <Icon className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="font-semibold text-brand-900">{highlight}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
