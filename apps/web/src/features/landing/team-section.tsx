import { team } from '../../content/company.ts';
import { SectionHeading } from './section-heading.tsx';

export function TeamSection() {
  return (
    <section aria-labelledby="team-title" className="bg-gray-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="team-title" eyebrow="The people behind Njira" title="Meet Our Team">
          Logistics, technology and customer care, rooted in Zambia and Zimbabwe.
        </SectionHeading>
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-5">
          {team.map((member) => (
            <li
              key={member.name}
              className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white p-5 text-center shadow-sm"
            >
              {/* Decorative: the name is the heading right below; a screen reader need not hear it twice. */}
              <img
                src={member.photo}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="size-24 rounded-full ring-4 ring-brand-50"
              />
              <h3 className="mt-4 font-semibold text-gray-900">{member.name}</h3>
              <p className="mt-1 text-sm text-gray-600">{member.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
