import type { User } from '@njira/domain';

/** A user as the API sends it; override what a test cares about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '7f0c1c4e-4a43-4d2e-9d7c-1f8f2b1f0a11',
    fullName: 'Chanda Mwale',
    email: 'chanda@example.com',
    companyName: 'Mwale Haulage',
    phoneNumber: '+260 977 123456',
    role: 'transporter',
    address: null,
    bio: null,
    licenseNumber: null,
    vehicleTypes: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
