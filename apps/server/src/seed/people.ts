/** Every demo account signs in with this password (the README lists the three main ones). */
export const DEMO_PASSWORD = 'Demo@2026';

/** The three accounts the README hands out, one per role. */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@njira.demo',
    fullName: 'Thandiwe Mwale',
    companyName: 'Njira',
    phoneNumber: '+260 211 250 100',
    role: 'admin',
  },
  {
    email: 'transporter@njira.demo',
    fullName: 'Mwila Chanda',
    companyName: 'Chanda Haulage',
    phoneNumber: '+260 97 512 3344',
    role: 'transporter',
  },
  {
    email: 'owner@njira.demo',
    fullName: 'Natasha Phiri',
    companyName: 'Copperbelt Minerals Ltd',
    phoneNumber: '+260 96 744 1020',
    role: 'cargo-owner',
  },
] as const;
