import {
  asTemplateVariable,
  hasStrayBraces,
  isTemplateVariable,
  replacePlaceholders,
  TEMPLATE_VARIABLES,
  templateVariables,
  unknownVariables,
} from './template-variables';

describe('template variables', () => {
  it('are the five the editor inserts (spec §2)', () => {
    expect(TEMPLATE_VARIABLES).toEqual(['firstName', 'lastName', 'position', 'company', 'country']);
  });

  describe('templateVariables lists the placeholders used', () => {
    it('once each, in order of first use', () => {
      expect(templateVariables('Hi {{firstName}}, how is {{company}}? Bye {{firstName}} {{lastName}}')).toEqual([
        'firstName',
        'company',
        'lastName',
      ]);
    });

    it('finds none in plain text', () => {
      expect(templateVariables('Hello there')).toEqual([]);
      expect(templateVariables('')).toEqual([]);
    });

    it.each(['{{ firstName }}', '{{firstName }}', '{{  firstName}}', '{{\tfirstName\n}}'])(
      'tolerates spaces inside the braces: %p',
      (template) => {
        expect(templateVariables(template)).toEqual(['firstName']);
      },
    );

    it('matches known names whatever their case, in canonical spelling', () => {
      expect(templateVariables('{{FirstName}} {{COUNTRY}} {{firstname}}')).toEqual(['firstName', 'country']);
    });

    it('reports unknown names trimmed as written', () => {
      expect(templateVariables('{{ foo }} {{firstName}} {{}} {{first name}}')).toEqual([
        'foo',
        'firstName',
        '',
        'first name',
      ]);
    });

    it('does not take single braces for a placeholder', () => {
      expect(templateVariables('{firstName} and {company}')).toEqual([]);
    });

    it('takes the innermost well-formed placeholder from triple braces', () => {
      expect(templateVariables('{{{firstName}}}')).toEqual(['firstName']);
    });
  });

  it('unknownVariables lists the names no lead can fill', () => {
    expect(unknownVariables('Hi {{firstName}} from {{ city }} and {{foo}}')).toEqual(['city', 'foo']);
    expect(unknownVariables('Hi {{ FIRSTNAME }}')).toEqual([]);
  });

  it('asTemplateVariable and isTemplateVariable tell known names apart', () => {
    expect(asTemplateVariable(' Position ')).toBe('position');
    expect(asTemplateVariable('profileUrl')).toBeUndefined();
    expect(isTemplateVariable('company')).toBe(true);
    expect(isTemplateVariable('Company')).toBe(false);
  });

  describe('replacePlaceholders', () => {
    it('replaces every placeholder with its value by canonical name', () => {
      const values: Record<string, string> = { firstName: 'Jan', company: 'Acme' };
      expect(replacePlaceholders('Hi {{ FirstName }} at {{company}}, {{firstName}}!', (name) => values[name])).toBe(
        'Hi Jan at Acme, Jan!',
      );
    });

    it('never expands a value that itself looks like a placeholder', () => {
      expect(
        replacePlaceholders('{{firstName}} {{company}}', (name) => (name === 'firstName' ? '{{company}}' : 'Acme')),
      ).toBe('{{company}} Acme');
    });
  });

  describe('hasStrayBraces', () => {
    it.each(['Hi {{firstName', 'Hi firstName}}', 'Hi {{first{name}}', '{{ {{firstName}}'])(
      'flags leftover template syntax in %p',
      (template) => {
        expect(hasStrayBraces(template)).toBe(true);
      },
    );

    it.each(['Hi {{firstName}}', 'Hi {firstName}', 'plain', '{{{firstName}}}', ''])('accepts %p', (template) => {
      expect(hasStrayBraces(template)).toBe(false);
    });
  });
});
