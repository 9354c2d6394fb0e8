/**
 * The landing page's words about the company, where it works and how to reach it (the rest is in
 * landing.ts), so marketing copy changes without touching components. Images referenced by path are
 * served from apps/web/public.
 */

import { NJIRA_CONTACT_EMAIL } from '@njira/domain/contact-address';

export type TeamMember = { name: string; role: string; photo: string };
export type Country = { code: string; name: string };
export type SocialLink = {
  network: 'facebook' | 'x' | 'linkedin' | 'instagram';
  label: string;
  href: string;
};
export type Office = { city: string; country: string; lines: string[] };

export const about = {
  title: 'About Us',
  lead: 'Njira is a Zambian logistics company building a fairer, cleaner way to move freight across the region.',
  paragraphs: [
    'We aggregate small-scale truck operators into one reliable network, so cargo owners get the capacity of a large fleet and independent transporters get steady work.',
    'Our platform announces each load to the transporters who already serve its cities: they bid, the cargo owner chooses, the payment is held until delivery and every stage is tracked from pickup to drop-off.',
    'We are also developing fuel-efficient retrofits for older trucks and carbon capture at mining sites, because moving Africa’s goods should not cost the climate.',
  ],
  highlights: [
    'Aggregating small-scale truck operators',
    'Payment held until delivery',
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
  email: NJIRA_CONTACT_EMAIL,
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
