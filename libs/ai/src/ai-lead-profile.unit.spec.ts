import { EMPTY_AI_LEAD_PROFILE, readAiLeadProfile } from './ai-lead-profile';

describe('readAiLeadProfile', () => {
  it('reads a lead row', () => {
    const lead = {
      _id: 'x',
      firstName: 'Anna',
      lastName: 'Berg',
      headline: 'Growth',
      companyName: 'Acme',
      jobTitle: 'CMO',
      location: 'Oslo, Norway',
      country: 'Norway',
      profileDataFetched: true,
    };
    expect(readAiLeadProfile(lead)).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      headline: 'Growth',
      companyName: 'Acme',
      jobTitle: 'CMO',
      location: 'Oslo, Norway',
      country: 'Norway',
    });
  });

  it("reads the provider's profile (company, position) and its raw snake_case JSON", () => {
    expect(
      readAiLeadProfile({
        firstName: 'Li',
        lastName: 'Wu',
        fullName: 'Li Wu',
        company: 'Globex',
        position: 'CTO',
        headline: null,
        location: 'Paris',
      }),
    ).toMatchObject({
      firstName: 'Li',
      companyName: 'Globex',
      jobTitle: 'CTO',
      headline: null,
      country: null,
    });
    expect(readAiLeadProfile({ first_name: ' Sam ', last_name: 'Ode', headline: 'Builder' })).toMatchObject({
      firstName: 'Sam',
      lastName: 'Ode',
      headline: 'Builder',
    });
  });

  it('takes the first name from the full name when only that is known', () => {
    expect(readAiLeadProfile({ fullName: 'Maria de la Cruz' })).toMatchObject({
      firstName: 'Maria',
      lastName: 'de la Cruz',
    });
    expect(readAiLeadProfile({ name: 'Cher' })).toMatchObject({ firstName: 'Cher', lastName: null });
  });

  it.each([null, undefined, 'Anna', 42, ['Anna'], { firstName: 7, lastName: '  ' }])(
    'gives an empty profile for %p',
    (input) => {
      expect(readAiLeadProfile(input)).toEqual(EMPTY_AI_LEAD_PROFILE);
    },
  );
});
