import { uniformFrom } from '../population/deterministic-random';
import { seededFaker, slugify } from '../population/population-generator';
import type { OwnerProfile } from './account';

/** A fresh synthetic member to own the n-th account: fixed by (seed, n) so runs repeat. */
export function ownerProfileFor(seed: number, accountSeq: number): OwnerProfile {
  const faker = seededFaker(Math.floor(uniformFrom(seed, 'owner', accountSeq) * 2 ** 31));
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const slug = slugify(`${firstName} ${lastName}`) || 'owner';
  const company = faker.company.name();
  return {
    providerId: `ACoAA${faker.string.alphanumeric({ length: 34 })}`,
    publicId: `${slug}-${faker.string.hexadecimal({ length: 8, casing: 'lower', prefix: '' })}`,
    memberId: String(300_000_000 + accountSeq),
    firstName,
    lastName,
    headline: `Growth at ${company}`,
    location: `${faker.location.city()}, ${faker.location.country()}`,
    email: `${slug.replace(/-/g, '.')}@outflow-sandbox.example.com`,
    premium: true,
  };
}
