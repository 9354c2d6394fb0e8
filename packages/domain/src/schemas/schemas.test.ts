import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema, signupSchema } from './auth.ts';
import { bidInputSchema, postLoadSchema } from './quote-input.ts';
import { driverDetailsSchema, progressUpdateSchema } from './shipment.ts';
import { COMPANY_NAME_HOLDS_CONTACT, FULL_NAME_HOLDS_CONTACT } from './user-fields.ts';

/** Each failing field with its message, in the order the schema reports them. */
function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}
const firstError = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
const DATES = 'Please select both pickup and delivery dates';
const REQUIRED = 'Please fill in all required fields';

const signup = {
  fullName: 'Mwila Banda',
  email: 'mwila@example.com',
  password: 'copper-belt-9',
  companyName: 'Banda Haulage',
  phoneNumber: '+260 97 (123)-4567',
};

describe('signupSchema', () => {
  it('names every missing field', () => {
    const required = {
      fullName: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
      companyName: 'Company name is required',
      phoneNumber: 'Phone number is required',
    };
    expect(errors(signupSchema, {})).toEqual(required);
    const blank = { fullName: ' ', email: '', password: '', companyName: '  ', phoneNumber: '' };
    expect(errors(signupSchema, blank)).toEqual(required);
  });

  it.each([
    ['fullName', ' a ', 'Full name must be at least 2 characters'],
    ['email', 'mwila@example', 'Please enter a valid email'],
    ['password', '1234567', 'Password must be at least 8 characters'],
    ['phoneNumber', '097 123 4567 ext', 'Please enter a valid phone number'],
    ['fullName', 'Mwila 0971234567', 'Full name cannot contain a phone number, e-mail or chat link'],
    ['fullName', 'Mwila zero nine seven one two three four five six seven', FULL_NAME_HOLDS_CONTACT],
    ['fullName', 'Mwila (mwila at gmail dot com)', FULL_NAME_HOLDS_CONTACT],
    ['companyName', 'Banda Haulage ０９７ １２３ ４５６７', COMPANY_NAME_HOLDS_CONTACT],
    ['companyName', 'Banda Haulage wa.me/260971234567', COMPANY_NAME_HOLDS_CONTACT],
  ])('refuses %s %j with "%s"', (field, value, message) => {
    expect(errors(signupSchema, { ...signup, [field]: value })).toEqual({ [field]: message });
  });

  it('takes names with figures that are not contact details', () => {
    for (const companyName of ['24/7 Logistics', 'Route T2 Haulage Ltd', 'Banda & Sons 1998']) {
      expect(errors(signupSchema, { ...signup, companyName })).toEqual({});
    }
  });

  it('defaults the role to transporter and normalises the email', () => {
    expect(signupSchema.parse({ ...signup, email: ' Mwila@Example.COM ' })).toMatchObject({
      email: 'mwila@example.com',
      role: 'transporter',
    });
  });

  it('normalises server-style role names', () => {
    expect(signupSchema.parse({ ...signup, role: 'CARGO_OWNER' }).role).toBe('cargo-owner');
    expect(signupSchema.parse({ ...signup, role: 'Cargo Owner' }).role).toBe('cargo-owner');
  });

  it.each([
    ['ADMIN', 'Admin accounts cannot be created by sign-up'],
    ['pilot', 'Please choose Transporter or Cargo Owner'],
  ])('refuses the role %j', (role, message) => {
    expect(errors(signupSchema, { ...signup, role })).toEqual({ role: message });
  });
});

describe('loginSchema', () => {
  it('needs an email and a password', () => {
    expect(errors(loginSchema, {})).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('wants a well-formed email and a password of at least 6 characters', () => {
    expect(errors(loginSchema, { email: 'a@b', password: '12345' })).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
    });
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });
});

describe('bidInputSchema', () => {
  it('asks for the amount and the days when they are missing', () => {
    expect(errors(bidInputSchema, {})).toEqual({ amount: REQUIRED, estimatedDays: REQUIRED });
  });

  it('wants an amount above 0', () => {
    for (const amount of [0, -1, '500', Number.NaN, 1.234]) {
      expect(errors(bidInputSchema, { amount, estimatedDays: 3 })).toEqual({
        amount: 'Please enter a valid bid amount',
      });
    }
  });

  it('wants whole days from 1 to 30', () => {
    for (const estimatedDays of [0, 31, 2.5, '3']) {
      expect(errors(bidInputSchema, { amount: 500, estimatedDays })).toEqual({
        estimatedDays: 'Please enter a valid delivery time (1-30 days)',
      });
    }
  });

  it('trims notes and drops them when blank', () => {
    expect(bidInputSchema.parse({ amount: 500, estimatedDays: 30, notes: '  ' })).toEqual({
      amount: 500,
      estimatedDays: 30,
    });
  });
});

const load = {
  pickupDate: '2026-03-12',
  deliveryDate: '2026-03-14',
  cargoType: 'mining',
  fromLocation: 'Kitwe',
  toLocation: 'Dar es Salaam Tanzania',
  maxBudget: 45_000,
  cargoDescription: 'Copper cathodes',
  weight: 28_000,
  fromAddress: 'Plot 12, Chambishi Road',
  toAddress: 'Dar es Salaam port',
};

describe('postLoadSchema', () => {
  it('checks the dates first', () => {
    expect(firstError(postLoadSchema, {})).toBe(DATES);
    expect(firstError(postLoadSchema, { ...load, deliveryDate: '' })).toBe(DATES);
    expect(firstError(postLoadSchema, { ...load, pickupDate: '2026-02-30' })).toBe(DATES);
  });

  it('then the cargo type and the two cities', () => {
    const { cargoType: _, ...noType } = load;
    expect(firstError(postLoadSchema, noType)).toBe('Please fill in all required fields');
    expect(firstError(postLoadSchema, { ...load, toLocation: '' })).toBe(
      'Please fill in all required fields',
    );
    // A town that is not in the list names its field (issue 40).
    expect(errors(postLoadSchema, { ...load, fromLocation: 'Paris' })).toEqual({
      fromLocation: 'Pickup city: please choose a town from the list',
    });
    expect(errors(postLoadSchema, { ...load, toLocation: 'Atlantis' })).toEqual({
      toLocation: 'Delivery city: please choose a town from the list',
    });
  });

  it('refuses a load from a place to itself, and one under 100 kg', () => {
    expect(errors(postLoadSchema, { ...load, fromLocation: 'Lusaka', toLocation: 'Lusaka' })).toEqual({
      toLocation: 'The delivery city must differ from the pickup city',
    });
    for (const weight of [1, 99]) {
      expect(errors(postLoadSchema, { ...load, weight })).toEqual({
        weight: 'A load must weigh at least 0.1 tons (100 kg)',
      });
    }
    expect(postLoadSchema.safeParse({ ...load, weight: 100 }).success).toBe(true);
  });

  it('then a budget above 0', () => {
    for (const maxBudget of [undefined, 0, -10, '45000']) {
      expect(firstError(postLoadSchema, { ...load, maxBudget })).toBe('Please enter a valid budget');
    }
  });

  it('refuses a delivery date before the pickup date', () => {
    expect(errors(postLoadSchema, { ...load, deliveryDate: '2026-03-10' })).toEqual({
      deliveryDate: 'Delivery date must be on or after the pickup date',
    });
  });

  it('accepts a complete load and defaults insurance to false', () => {
    expect(postLoadSchema.parse(load)).toMatchObject({ ...load, insuranceRequired: false });
  });
});

describe('progressUpdateSchema', () => {
  it('needs a stage or driver details', () => {
    expect(firstError(progressUpdateSchema, {})).toBe('Choose a stage or enter driver details to update');
  });

  it('refuses a stage that does not exist', () => {
    expect(errors(progressUpdateSchema, { status: 'LOST' })).toEqual({
      status: 'Please choose a valid stage',
    });
  });

  it('sends location and notes trimmed, and absent when empty', () => {
    const update = progressUpdateSchema.parse({
      status: 'IN_TRANSIT',
      location: '  ',
      notes: ' Past Kabwe ',
    });
    expect(update).toEqual({ status: 'IN_TRANSIT', notes: 'Past Kabwe' });
  });

  it('accepts driver details alone, with a valid phone', () => {
    expect(progressUpdateSchema.safeParse({ driverName: 'Joseph Phiri' }).success).toBe(true);
    expect(errors(progressUpdateSchema, { driverPhone: 'call me' })).toEqual({
      driverPhone: 'Please enter a valid phone number',
    });
  });
});

describe('driverDetailsSchema', () => {
  it.each([
    [{ driverName: 'J' }, 'driverName', "Please enter the driver's name (at least 2 letters)"],
    [{ driverName: '...' }, 'driverName', "Please enter the driver's name (at least 2 letters)"],
    [{ driverPhone: '123' }, 'driverPhone', 'Please enter a valid phone number'],
    [{ driverPhone: '+260 97 123 4567 8888 99' }, 'driverPhone', 'Please enter a valid phone number'],
    [
      { truckNumber: '---' },
      'truckNumber',
      'Please enter the truck number plate (letters and digits, e.g. ABZ 1234)',
    ],
    [
      { truckNumber: 'ABZ' },
      'truckNumber',
      'Please enter the truck number plate (letters and digits, e.g. ABZ 1234)',
    ],
  ])('refuses %j: what the POD would print is not a driver or a truck', (input, field, message) => {
    expect(errors(driverDetailsSchema, input)).toEqual({ [field]: message });
  });

  it('takes real names, numbers and plates', () => {
    for (const input of [
      { driverName: 'Mwila Banda', driverPhone: '0977 123456', truckNumber: 'ABZ 1234' },
      { driverName: 'Ng’andu Chisenga', driverPhone: '+260 977 123 456', truckNumber: 'GRZ 123 CA' },
      { driverName: 'Jo', driverPhone: '+243 81 234 5678', truckNumber: '1234AB/05' },
    ]) {
      expect(driverDetailsSchema.safeParse(input).success, JSON.stringify(input)).toBe(true);
    }
  });

  it('needs at least one of driver name, phone and truck number', () => {
    expect(errors(driverDetailsSchema, { driverName: ' ', driverPhone: '', truckNumber: '' })).toEqual({
      driverName: 'Enter the driver name, phone or truck number',
    });
  });

  it('trims the fields and leaves out the empty ones', () => {
    expect(
      driverDetailsSchema.parse({ driverName: ' Joseph Phiri ', driverPhone: '', truckNumber: 'ABZ 1234' }),
    ).toEqual({ driverName: 'Joseph Phiri', truckNumber: 'ABZ 1234' });
  });

  it('refuses a phone number with letters', () => {
    expect(errors(driverDetailsSchema, { driverPhone: 'call me' })).toEqual({
      driverPhone: 'Please enter a valid phone number',
    });
  });
});
