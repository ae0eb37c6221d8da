import { profileCard } from './profile-card';

describe('the fetched profile as a card', () => {
  it('reads the name, role, place, network, experience, education and skills', () => {
    const card = profileCard({
      fullName: 'Ada Lovelace',
      headline: 'Analyst of engines',
      position: 'Analyst',
      company: 'Analytical Engines',
      location: 'London, UK',
      connectionDegree: 2,
      connectionsCount: 1200,
      summary: 'Notes on the engine.',
      experience: [
        { position: 'Analyst', company: 'Analytical Engines', current: true },
        { position: 'Writer', company: null },
      ],
      education: [{ school: 'Home', degree: null, fieldOfStudy: 'Mathematics' }],
      skills: [{ name: 'Mathematics' }, { name: '' }],
    });
    expect(card).toMatchObject({
      name: 'Ada Lovelace',
      headline: 'Analyst of engines',
      facts: [
        ['Position', 'Analyst'],
        ['Company', 'Analytical Engines'],
        ['Location', 'London, UK'],
        ['Network', '2nd degree'],
        ['Connections', '1,200'],
      ],
      experience: ['Analyst at Analytical Engines (current)', 'Writer'],
      education: ['Home, Mathematics'],
      skills: ['Mathematics'],
    });
  });

  it('does with whatever is there', () => {
    expect(profileCard({ firstName: 'Li' })).toMatchObject({
      name: 'Li',
      headline: null,
      facts: [],
      experience: [],
      skills: [],
    });
    expect(profileCard({}).name).toBe('LinkedIn member');
  });
});
