/** Every demo account signs in with this password (the README lists the three main ones). */
export const DEMO_PASSWORD = 'Demo@2026';

/** The demo admin, whom ADMIN_2FA_EXEMPT_DEMO lets in without two-factor (ADR 024). */
export const DEMO_ADMIN_EMAIL = 'admin@njira.demo';

/** The three accounts the README hands out, one per role. */
export const DEMO_ACCOUNTS = [
  {
    email: DEMO_ADMIN_EMAIL,
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
