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

/** The whole synthetic network for a seed: the same seed and size always give the same members. */
export function generatePopulation(seed: number, size: number): SandboxProfile[] {
  const faker = seededFaker(seed);
  const companies = Array.from({ length: Math.max(50, Math.ceil(size / 15)) }, () => faker.company.name());
  const usedProviderIds = new Set<string>();
  const profiles: SandboxProfile[] = [];
  for (let index = 0; index < size; index++) {
    let providerId: string;
    do providerId = `ACoAA${faker.string.alphanumeric({ length: 34 })}`;
    while (usedProviderIds.has(providerId));
    usedProviderIds.add(providerId);
    profiles.push(generateProfile(faker, index, providerId, companies));
  }
  return profiles;
}

function generateProfile(faker: Faker, index: number, providerId: string, companies: string[]): SandboxProfile {
  const sex = faker.person.sexType();
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName();
  const role = faker.helpers.weightedArrayElement(ROLES.map((r) => ({ value: r, weight: r.weight })));
  const position = `${faker.helpers.arrayElement(SENIORITIES)}${role.title}`;
  const company = faker.helpers.arrayElement(companies);
  const country = faker.helpers.weightedArrayElement(COUNTRIES.map((c) => ({ value: c, weight: c.weight })));
  const location = `${faker.helpers.arrayElement(country.cities)}, ${country.name}`;
  const industry = faker.helpers.arrayElement(INDUSTRIES);
  const slug = slugify(`${firstName} ${lastName}`) || 'member';
  const publicId = `${slug}-${faker.string.hexadecimal({ length: 8, casing: 'lower', prefix: '' })}`;
  const headline = faker.datatype.boolean(0.7)
    ? `${position} at ${company}`
    : `${position} | ${faker.company.catchPhrase()}`;
  const emailDomain = `${slugify(company).slice(0, 20) || 'example'}.example.com`;
  return {
    index,
    providerId,
    publicId,
    memberId: String(400_000_000 + index * 7919),
    firstName,
    lastName,
    headline,
    summary: `${faker.person.bio()}. ${faker.company.catchPhrase()} at ${company}.`,
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
    experience: generateExperience(faker, position, company, location, companies),
    education: generateEducation(faker),
    skills: generateSkills(faker, index, role.skills),
    posts: generatePosts(faker, index, role.title),
  };
}

function yearMonth(faker: Faker, fromYear: number, toYear: number): string {
  return `${faker.number.int({ min: fromYear, max: toYear })}-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}`;
}

function generateExperience(faker: Faker, position: string, company: string, location: string, companies: string[]): Experience[] {
  const current: Experience = {
    company, position, location, start: yearMonth(faker, 2018, 2024), end: null, description: faker.company.catchPhrase(),
  };
  const past = Array.from({ length: faker.number.int({ min: 0, max: 3 }) }, (_, i): Experience => ({
    company: faker.helpers.arrayElement(companies),
    position: faker.person.jobTitle(),
    location,
    start: yearMonth(faker, 2006 - i * 3, 2012),
    end: yearMonth(faker, 2013, 2018),
    description: faker.company.buzzPhrase(),
  }));
  return [current, ...past];
}

function generateEducation(faker: Faker): Education[] {
  const startYear = faker.number.int({ min: 1995, max: 2016 });
  return [{
    school: faker.helpers.arrayElement(SCHOOLS),
    degree: faker.helpers.arrayElement(DEGREES),
    fieldOfStudy: faker.helpers.arrayElement(FIELDS),
    start: String(startYear),
    end: String(startYear + faker.number.int({ min: 2, max: 5 })),
  }];
}

function generateSkills(faker: Faker, index: number, roleSkills: string[]): Skill[] {
  const names = faker.helpers.arrayElements(roleSkills, { min: 3, max: Math.min(6, roleSkills.length) });
  return names.map((name, i) => ({
    name,
    endorsementId: String(900_000_000 + index * 10 + i),
    endorsementCount: faker.number.int({ min: 0, max: 99 }),
  }));
}

function generatePosts(faker: Faker, index: number, roleTitle: string): Post[] {
  return Array.from({ length: faker.number.int({ min: 1, max: 4 }) }, (_, i): Post => ({
    socialId: `urn:li:activity:7${String(index).padStart(7, '0')}${i}${faker.string.numeric({ length: 10 })}`,
    text: faker.helpers.arrayElement([
      `Thrilled to share what our ${roleTitle.toLowerCase()} team shipped this quarter. ${faker.company.catchPhrase()}.`,
      `Three lessons from my years as a ${roleTitle}: ${faker.company.buzzPhrase()}, ${faker.company.buzzPhrase()}, and patience.`,
      `We are hiring! ${faker.company.catchPhrase()}. DM me if you are curious.`,
      `${faker.lorem.sentence()} ${faker.lorem.sentence()}`,
    ]),
    date: new Date(POSTS_REFERENCE - faker.number.int({ min: 1, max: 365 }) * DAY).toISOString(),
    reactionCount: faker.number.int({ min: 0, max: 800 }),
    commentCount: faker.number.int({ min: 0, max: 60 }),
    repostCount: faker.number.int({ min: 0, max: 30 }),
  }));
}
