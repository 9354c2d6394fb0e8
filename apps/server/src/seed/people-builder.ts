import { userSignedUp } from '../activity/user-entries.ts';
import { CARGO_OWNERS } from './demo-owners.ts';
import { TRANSPORTERS } from './demo-transporters.ts';
import { DEMO_ACCOUNTS } from './people.ts';
import type { Rng } from './random.ts';
import type { Directory, SeedRows } from './rows.ts';
import { DAY, HOUR } from './timeline.ts';

/** The demo users, signed up some seven to eight months ago, before the history begins. */
export function addPeople(rows: SeedRows, rng: Rng, now: Date, passwordHash: string): Directory {
  const dir: Directory = { transporters: new Map(), owners: new Map() };
  const joined = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - rng.int(0, 10) * HOUR);
  const admin = DEMO_ACCOUNTS[0];
  rows.users.push({ id: rng.uuid(), ...admin, passwordHash, createdAt: joined(240), updatedAt: joined(240) });

  const people = [
    ...TRANSPORTERS.map((spec) => ({ spec, role: 'transporter' as const })),
    ...CARGO_OWNERS.map((spec) => ({ spec, role: 'cargo-owner' as const })),
  ];
  people.forEach(({ spec, role }, i) => {
    const id = rng.uuid();
    // The two demo accounts came first; the rest joined over the following weeks.
    const createdAt = joined(232 - i * 2 - rng.int(0, 1));
    rows.users.push({
      id,
      email: spec.email,
      passwordHash,
      fullName: spec.fullName,
      companyName: spec.companyName,
      phoneNumber: spec.phoneNumber,
      role,
      address: spec.address,
      bio: spec.bio,
      licenseNumber: 'licenseNumber' in spec ? spec.licenseNumber : null,
      vehicleTypes: 'vehicleTypes' in spec ? spec.vehicleTypes : [],
      createdAt,
      updatedAt: createdAt,
    });
    rows.activities.push(
      userSignedUp({ id, role, fullName: spec.fullName, companyName: spec.companyName }, createdAt),
    );
    if ('fleet' in spec) dir.transporters.set(spec.key, { id, spec });
    else dir.owners.set(spec.key, { id, spec });
  });
  return dir;
}
