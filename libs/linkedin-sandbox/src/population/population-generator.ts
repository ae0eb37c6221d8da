import { createHash } from 'node:crypto';
import { Faker, base, en } from '@faker-js/faker';
import { DEGREES, FIELDS, INDUSTRIES, ROLES, SCHOOLS, SENIORITIES } from './career-catalog';
import { COUNTRIES } from './geo-catalog';
import type { Education, Experience, Post, SandboxProfile, Skill } from './profile';

// Post dates are fixed in the past (not relative to "now") so the same seed gives the same profiles.
const POSTS_REFERENCE = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;

export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  return faker;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Template-based faker calls are slow: draw a pool of each once, then pick from the pools. */
interface Pools {
  companies: string[];
  catchPhrases: string[];
  buzzPhrases: string[];
  bios: string[];
  jobTitles: string[];
  sentences: string[];
}

function drawPools(faker: Faker, size: number): Pools {
  const n = Math.max(100, Math.ceil(size / 20));
  const draw = (make: () => string, count = n) => Array.from({ length: count }, make);
  return {
    companies: draw(() => faker.company.name(), Math.max(50, Math.ceil(size / 15))),
    catchPhrases: draw(() => faker.company.catchPhrase()),
    buzzPhrases: draw(() => faker.company.buzzPhrase()),
    bios: draw(() => faker.person.bio()),
    jobTitles: draw(() => faker.person.jobTitle()),
    sentences: draw(() => faker.lorem.sentence()),
  };
}

/** The whole synthetic network for a seed: the same seed and size always give the same members. */
export function generatePopulation(seed: number, size: number): SandboxProfile[] {
  const faker = seededFaker(seed);
  const pools = drawPools(faker, size);
  const profiles: SandboxProfile[] = [];
  for (let index = 0; index < size; index++) profiles.push(generateProfile(faker, seed, index, pools));
  return profiles;
}

/** Ids come from hashes of (seed, index): unique, stable, and much cheaper than faker's string helpers. */
function idDigest(seed: number, index: number, purpose: string): Buffer {
  return createHash('sha256').update(`${seed}:${purpose}:${index}`).digest();
}

export function providerIdFrom(digest: Buffer): string {
  return `ACoAA${digest
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 34)
    .padEnd(34, 'A')}`;
}

function generateProfile(faker: Faker, seed: number, index: number, pools: Pools): SandboxProfile {
  const providerId = providerIdFrom(idDigest(seed, index, 'provider'));
  const pick = (list: string[]) => faker.helpers.arrayElement(list);
  const sex = faker.person.sexType();
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName();
  const role = faker.helpers.weightedArrayElement(ROLES.map((r) => ({ value: r, weight: r.weight })));
  const position = `${faker.helpers.arrayElement(SENIORITIES)}${role.title}`;
  const company = pick(pools.companies);
  const country = faker.helpers.weightedArrayElement(COUNTRIES.map((c) => ({ value: c, weight: c.weight })));
  const location = `${faker.helpers.arrayElement(country.cities)}, ${country.name}`;
  const industry = faker.helpers.arrayElement(INDUSTRIES);
  const slug = slugify(`${firstName} ${lastName}`) || 'member';
  const publicId = `${slug}-${idDigest(seed, index, 'public').toString('hex').slice(0, 8)}`;
  const headline = faker.datatype.boolean(0.7)
    ? `${position} at ${company}`
    : `${position} | ${pick(pools.catchPhrases)}`;
  const emailDomain = `${slugify(company).slice(0, 20) || 'example'}.example.com`;
  return {
    index,
    providerId,
    publicId,
    memberId: String(400_000_000 + index * 7919),
    firstName,
    lastName,
    headline,
    summary: `${pick(pools.bios)}. ${pick(pools.catchPhrases)} at ${company}.`,
    company,
    position,
    industry,
    location,
    country: country.name,
    geoUrn: country.geoUrn,
    websites: faker.datatype.boolean(0.4) ? [`https://${slug}.example.com`] : [],
    email: `${slug.replace(/-/g, '.')}@${emailDomain}`,
    isPremium: faker.datatype.boolean(0.2),
    isOpenProfile: faker.datatype.boolean(0.1),
    allowsInmail: faker.datatype.boolean(0.8),
    connectionsCount: faker.number.int({ min: 20, max: 500 }),
    followerCount: faker.number.int({ min: 20, max: 12_000 }),
    experience: generateExperience(faker, pools, position, company, location),
    education: generateEducation(faker),
    skills: generateSkills(faker, index, role.skills),
    posts: generatePosts(faker, pools, idDigest(seed, index, 'posts'), index, role.title),
  };
}

function yearMonth(faker: Faker, fromYear: number, toYear: number): string {
  return `${faker.number.int({ min: fromYear, max: toYear })}-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}`;
}

function generateExperience(
  faker: Faker,
  pools: Pools,
  position: string,
  company: string,
  location: string,
): Experience[] {
  const current: Experience = {
    company,
    position,
    location,
    start: yearMonth(faker, 2018, 2024),
    end: null,
    description: faker.helpers.arrayElement(pools.catchPhrases),
  };
  const past = Array.from({ length: faker.number.int({ min: 0, max: 3 }) }, (_, i): Experience => ({
    company: faker.helpers.arrayElement(pools.companies),
    position: faker.helpers.arrayElement(pools.jobTitles),
    location,
    start: yearMonth(faker, 2006 - i * 3, 2012),
    end: yearMonth(faker, 2013, 2018),
    description: faker.helpers.arrayElement(pools.buzzPhrases),
  }));
  return [current, ...past];
}

function generateEducation(faker: Faker): Education[] {
  const startYear = faker.number.int({ min: 1995, max: 2016 });
  return [
    {
      school: faker.helpers.arrayElement(SCHOOLS),
      degree: faker.helpers.arrayElement(DEGREES),
      fieldOfStudy: faker.helpers.arrayElement(FIELDS),
      start: String(startYear),
      end: String(startYear + faker.number.int({ min: 2, max: 5 })),
    },
  ];
}

function generateSkills(faker: Faker, index: number, roleSkills: string[]): Skill[] {
  const names = faker.helpers.arrayElements(roleSkills, { min: 3, max: Math.min(6, roleSkills.length) });
  return names.map((name, i) => ({
    name,
    endorsementId: String(900_000_000 + index * 10 + i),
    endorsementCount: faker.number.int({ min: 0, max: 99 }),
  }));
}

function generatePosts(faker: Faker, pools: Pools, digest: Buffer, index: number, roleTitle: string): Post[] {
  const pick = (list: string[]) => faker.helpers.arrayElement(list);
  const templates = [
    () =>
      `Thrilled to share what our ${roleTitle.toLowerCase()} team shipped this quarter. ${pick(pools.catchPhrases)}.`,
    () =>
      `Three lessons from my years as a ${roleTitle}: ${pick(pools.buzzPhrases)}, ${pick(pools.buzzPhrases)}, and patience.`,
    () => `We are hiring! ${pick(pools.catchPhrases)}. DM me if you are curious.`,
    () => `${pick(pools.sentences)} ${pick(pools.sentences)}`,
  ];
  return Array.from({ length: faker.number.int({ min: 1, max: 4 }) }, (_, i): Post => ({
    socialId: `urn:li:activity:7${String(index).padStart(7, '0')}${i}${String(digest.readUInt32BE(i * 4)).padStart(10, '0')}`,
    text: faker.helpers.arrayElement(templates)(),
    date: new Date(POSTS_REFERENCE - faker.number.int({ min: 1, max: 365 }) * DAY).toISOString(),
    reactionCount: faker.number.int({ min: 0, max: 800 }),
    commentCount: faker.number.int({ min: 0, max: 60 }),
    repostCount: faker.number.int({ min: 0, max: 30 }),
  }));
}
