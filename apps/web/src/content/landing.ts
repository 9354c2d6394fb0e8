/**
 * Every word, number and contact detail on the landing page lives here, so marketing copy changes
 * without touching components. Images referenced by path are served from apps/web/public.
 */

export type TeamMember = { name: string; role: string; photo: string };
export type Service = {
  id: 'fast-delivery' | 'real-time-tracking' | 'flexible-pricing' | 'support';
  title: string;
  description: string;
  /** Where the 'Learn More' hint leads: an in-page anchor or an app route. */
  learnMoreHref: string;
};
export type Country = { code: string; name: string };
export type SocialLink = {
  network: 'facebook' | 'x' | 'linkedin' | 'instagram';
  label: string;
  href: string;
};
export type Office = { city: string; country: string; lines: string[] };

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
    'Post a load, compare bids from verified small truck operators and follow every kilometre from pickup to delivery.',
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
      'Loads matched to nearby trucks within hours, on optimised routes that cut empty kilometres.',
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
    description: 'Our team in Lusaka and Harare is on hand day and night to keep your cargo moving.',
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

export const about = {
  title: 'About Us',
  lead: 'Njira is a Zambian logistics company building a fairer, cleaner way to move freight across the region.',
  paragraphs: [
    'We aggregate small-scale truck operators into one reliable network, so cargo owners get the capacity of a large fleet and independent transporters get steady work.',
    'Our platform optimises routes and matches return loads, cutting empty running, fuel use and cost for everyone on the road.',
    'We are also developing fuel-efficient retrofits for older trucks and carbon capture at mining sites, because moving Africa’s goods should not cost the climate.',
  ],
  highlights: [
    'Aggregating small-scale truck operators',
    'Route optimisation',
    'Fuel-efficient retrofits',
    'Carbon capture at mining sites',
  ],
} as const;

export const team: TeamMember[] = [
  { name: 'Chanda Mwansa', role: 'Chief Executive Officer', photo: '/team/chanda-mwansa.svg' },
  { name: 'Tendai Moyo', role: 'Head of Operations', photo: '/team/tendai-moyo.svg' },
  { name: 'Mutinta Hamoonga', role: 'Chief Technology Officer', photo: '/team/mutinta-hamoonga.svg' },
  { name: 'Bwalya Kapembwa', role: 'Fleet Partnerships Lead', photo: '/team/bwalya-kapembwa.svg' },
  { name: 'Rudo Chikore', role: 'Customer Success Manager', photo: '/team/rudo-chikore.svg' },
];

/** ISO 3166 codes pick the bundled flag; "Congo" is the Democratic Republic of the Congo. */
export const countries: Country[] = [
  { code: 'bw', name: 'Botswana' },
  { code: 'cd', name: 'Congo' },
  { code: 'ke', name: 'Kenya' },
  { code: 'mw', name: 'Malawi' },
  { code: 'mz', name: 'Mozambique' },
  { code: 'na', name: 'Namibia' },
  { code: 'rw', name: 'Rwanda' },
  { code: 'za', name: 'South Africa' },
  { code: 'tz', name: 'Tanzania' },
  { code: 'zm', name: 'Zambia' },
  { code: 'zw', name: 'Zimbabwe' },
];

export const contact = {
  title: 'Get in Touch',
  intro: 'Questions about a load, a partnership or joining as a transporter? We would love to hear from you.',
  location: 'Plot 1234, Cairo Road, Lusaka, Zambia',
  phone: { display: '+260 97 123 4567', href: 'tel:+260971234567' },
  email: 'hello@njira.co.zm',
  hours: [
    { days: 'Mon-Fri', time: '9 AM-6 PM' },
    { days: 'Sat-Sun', time: 'Closed' },
  ],
  socialProof: '1,000+ Users',
  socialProofText: 'trust Njira to move their cargo',
  formTitle: 'Send us a message',
  sentTitle: 'Message sent!',
  sentDescription: 'Thank you for reaching out. We will get back to you soon.',
} as const;

export const offices: Office[] = [
  { city: 'Harare', country: 'Zimbabwe', lines: ['45 Samora Machel Avenue', 'Harare, Zimbabwe'] },
  { city: 'Lusaka', country: 'Zambia', lines: ['Plot 1234, Cairo Road', 'Lusaka, Zambia'] },
];

export const social: SocialLink[] = [
  { network: 'facebook', label: 'Njira on Facebook', href: 'https://www.facebook.com/njira' },
  { network: 'x', label: 'Njira on X', href: 'https://x.com/njira' },
  { network: 'linkedin', label: 'Njira on LinkedIn', href: 'https://www.linkedin.com/company/njira' },
  { network: 'instagram', label: 'Njira on Instagram', href: 'https://www.instagram.com/njira' },
];

export const footer = {
  blurb: 'Connecting cargo owners with trusted small truck operators across southern and eastern Africa.',
  copyright: `© ${new Date().getFullYear()} Njira Logistics. All rights reserved.`,
} as const;
