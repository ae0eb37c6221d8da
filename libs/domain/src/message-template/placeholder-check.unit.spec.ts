import {
  completePlaceholder,
  describePlaceholderProblem,
  placeholderChoices,
  placeholderProblem,
  placeholderQuery,
  suggestTemplateVariable,
} from './placeholder-check';
import { countryOfLocation, leadTemplateFields, splitFullName } from './lead-template-fields';

describe('placeholder check, as the user types', () => {
  it('given a guessed spelling, then it names the variable meant', () => {
    expect(suggestTemplateVariable('first_name')).toBe('firstName');
    expect(suggestTemplateVariable('Company Name')).toBe('company');
    expect(suggestTemplateVariable('title')).toBe('position');
    expect(suggestTemplateVariable('favourite_colour')).toBeUndefined();
  });

  it('given an unknown placeholder, then the problem says so in words, with the suggestion', () => {
    const problem = placeholderProblem('Hi {{first_name}}, how are you?');
    expect(problem).toEqual({ kind: 'unknown', placeholder: 'first_name', suggestion: 'firstName' });
    expect(describePlaceholderProblem(problem!)).toBe(
      '{{first_name}} is not a placeholder Outflow can fill: did you mean {{firstName}}?',
    );
    expect(describePlaceholderProblem(placeholderProblem('{{shoeSize}}')!)).toBe(
      '{{shoeSize}} is not a placeholder Outflow can fill. Use one of {{firstName}}, {{lastName}}, {{position}}, {{company}}, {{country}}.',
    );
  });

  it('given braces left open, then it says so; given known placeholders, then nothing', () => {
    expect(placeholderProblem('Hi {{firstName')).toEqual({ kind: 'unclosed' });
    expect(placeholderProblem('Hi {{ FirstName }} at {{company}}')).toBeNull();
  });

  it('given "{{" typed at the caret, then the variables are offered, narrowed by the letters after it', () => {
    expect(placeholderQuery('Hi {{', 5)).toEqual({ start: 3, typed: '' });
    expect(placeholderChoices({ start: 3, typed: '' })).toHaveLength(5);
    expect(placeholderChoices({ start: 3, typed: 'co' })).toEqual(['company', 'country']);
    expect(placeholderQuery('Hi {{firstName}} ', 17)).toBeNull();
    expect(placeholderQuery('Hi {', 4)).toBeNull();
  });

  it('when a variable is picked, then the typed letters and any closing braces become one placeholder', () => {
    expect(completePlaceholder('Hi {{fi, bye', 7, { start: 3, typed: 'fi' }, 'firstName')).toEqual({
      text: 'Hi {{firstName}}, bye',
      caret: 16,
    });
    expect(completePlaceholder('Hi {{}}!', 5, { start: 3, typed: '' }, 'company')).toEqual({
      text: 'Hi {{company}}!',
      caret: 14,
    });
  });
});

describe('lead template fields', () => {
  it('fill the variables from a profile, the country from the location line', () => {
    expect(countryOfLocation('Berlin, Germany')).toBe('Germany');
    expect(countryOfLocation('Germany')).toBeNull();
    expect(
      leadTemplateFields({ firstName: 'Ada', lastName: 'L', jobTitle: 'CTO', companyName: 'Acme', country: 'UK' }),
    ).toEqual({ firstName: 'Ada', lastName: 'L', position: 'CTO', company: 'Acme', country: 'UK' });
  });

  it('split a name known at import into first and last', () => {
    expect(splitFullName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: null });
    expect(splitFullName('  ')).toEqual({ firstName: null, lastName: null });
  });
});
