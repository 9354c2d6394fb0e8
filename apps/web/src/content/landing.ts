/**
 * The landing page's words and numbers: what Njira offers and what it costs (the company, its team,
 * its offices and contact details are in company.ts), so marketing copy changes without touching
 * components. Images and videos referenced by path are served from apps/web/public.
 */

export type Service = {
  id: 'fast-delivery' | 'real-time-tracking' | 'flexible-pricing' | 'support';
  title: string;
  description: string;
  /** Where the 'Learn More' hint leads: an in-page anchor or an app route. */
  learnMoreHref: string;
};

export const brand = {
  name: 'Njira',
  /** Njira means "road" or "path" in Nyanja. */
  motto: 'Freight marketplace for Zambia and the region',
} as const;

export const nav = {
  header: [
    { href: '#home', label: 'Home' },
    { href: '#about', label: 'About' },
    { href: '#services', label: 'Services' },
  ],
  footer: [
    { href: '#home', label: 'Home' },
    { href: '#about', label: 'About Us' },
    { href: '#services', label: 'Services' },
    { href: '#pricing', label: 'Pricing' },
    { href: '#contact', label: 'Contact' },
  ],
  login: { to: '/login', label: 'Login' },
  signup: { to: '/signup', label: 'Get Started' },
} as const;

const DEFAULT_HERO_VIDEOS = ['/media/hero-1.mp4', '/media/hero-2.mp4', '/media/hero-3.mp4'];

/** Parses VITE_HERO_VIDEOS ("a.mp4, b.mp4, c.mp4"); blank or missing means the same-origin defaults. */
export function parseHeroVideos(raw: string | undefined): string[] {
  const urls = (raw ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  return urls.length > 0 ? urls : DEFAULT_HERO_VIDEOS;
}

export const hero = {
  badge: '40+ Million Kilograms Delivered',
  headline: 'Move freight across Africa with trusted local truckers',
  tagline: 'Your Trusted Partner for Seamless Shipping and Delivery',
  intro:
    'Post a load, compare bids from small truck operators (a Verified badge marks those whose documents we have checked) and follow every stage from pickup to delivery.',
  primaryCta: { to: '/signup', label: 'Get Started' },
  secondaryCta: { href: '#services', label: 'Our Services' },
  videos: parseHeroVideos(import.meta.env.VITE_HERO_VIDEOS as string | undefined),
  /** The spec's timings: a new video every 20 s, fading out over 1 s. */
  videoIntervalMs: 20_000,
  videoFadeMs: 1_000,
} as const;

export const impact = [
  { value: '11+', label: 'Countries' },
  { value: '1000+', label: 'Deliveries' },
  { value: '24/7', label: 'Support' },
  { value: '98%', label: 'On-time' },
] as const;

export const services: Service[] = [
  {
    id: 'fast-delivery',
    title: 'Fast Delivery',
    description:
      'A new load is announced at once to the transporters who have carried loads from or to its cities, so bids can arrive within minutes.',
    learnMoreHref: '/signup',
  },
  {
    id: 'real-time-tracking',
    title: 'Real-Time Tracking',
    description:
      'Follow every shipment stage, from pickup to delivery, with updates straight from the driver.',
    learnMoreHref: '/signup',
  },
  {
    id: 'flexible-pricing',
    title: 'Flexible Pricing',
    description: 'Set your budget and let transporters bid. You choose the offer that suits you best.',
    learnMoreHref: '#pricing',
  },
  {
    id: 'support',
    title: '24/7 Support',
    description:
      'Send us a message at any hour through the form below: it reaches our team in Lusaka and Harare straight away.',
    learnMoreHref: '#contact',
  },
];

export const pricing = {
  title: 'Simple, transparent pricing',
  intro: 'No subscriptions and no hidden charges. You only pay for the loads you move.',
  points: [
    { title: 'Free to join', text: 'Cargo owners and transporters sign up and post or bid at no cost.' },
    {
      title: 'You set the budget',
      text: 'Transporters bid within your maximum budget; you accept the best offer.',
    },
    {
      title: 'One clear fee',
      text: 'The platform keeps 20% of each accepted bid; the transporter receives the other 80%.',
    },
  ],
} as const;
