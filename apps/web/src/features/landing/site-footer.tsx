import { MapPin } from 'lucide-react';
import { Logo } from '../../components/ui/logo.tsx';
import { footer, offices, social } from '../../content/company.ts';
import { nav } from '../../content/landing.ts';
import { SocialIcon } from './social-icons.tsx';

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-gray-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <Logo light />
          <p className="mt-4 text-sm leading-relaxed text-gray-300">{footer.blurb}</p>
          <ul className="mt-6 flex gap-2">
            {social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent hover:text-accent-foreground"
                >
                  <SocialIcon network={link.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="text-sm font-semibold tracking-wider text-white uppercase">
            Quick Links
          </h2>
          <ul className="mt-4 flex flex-col gap-2">
            {nav.footer.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="rounded text-sm text-gray-300 hover:text-accent-300">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="sm:col-span-2">
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Our Offices</h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {offices.map((office) => (
              <li key={office.city} className="flex gap-3">
                <MapPin className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-white">
                    {office.city}, {office.country}
                  </h3>
                  <address className="mt-1 text-sm leading-relaxed text-gray-300 not-italic">
                    {office.lines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-gray-400 sm:px-6">
          {footer.copyright}
        </p>
      </div>
    </footer>
  );
}
