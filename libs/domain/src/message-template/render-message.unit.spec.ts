import { LeadFields } from './template-variables';
import { renderMessage } from './render-message';

const jan: LeadFields = { firstName: 'Jan', lastName: 'Kowalski', position: 'CTO', company: 'Acme', country: 'Poland' };

describe('renderMessage', () => {
  describe('given a lead with every field', () => {
    it('fills the primary, every variable, tolerating spaces and case in the braces', () => {
      const result = renderMessage(
        {
          message: 'Hi {{firstName}} {{ lastName }}, {{position}} at {{Company}} in {{country}}',
          alternativeMessage: 'Hello',
        },
        jan,
        'message',
      );
      expect(result).toEqual({
        ok: true,
        problem: null,
        text: 'Hi Jan Kowalski, CTO at Acme in Poland',
        usedAlternative: false,
        missing: [],
        length: 38,
        maxLength: 5000,
        tooLong: false,
      });
    });

    it('sends a primary with no variables as is, trimmed', () => {
      expect(renderMessage({ message: '  Hello there \n' }, jan, 'message')).toMatchObject({
        ok: true,
        text: 'Hello there',
      });
    });

    it('puts values in trimmed', () => {
      expect(renderMessage({ message: 'Hi {{firstName}}!' }, { firstName: '  Jan ' }, 'message').text).toBe('Hi Jan!');
    });

    it('does not expand a value that looks like a placeholder', () => {
      expect(renderMessage({ message: 'At {{company}}' }, { company: '{{firstName}}' }, 'message').text).toBe(
        'At {{firstName}}',
      );
    });
  });

  describe('when a variable of the primary is missing, the alternative is used (spec §2)', () => {
    it.each<[string, LeadFields]>([
      ['absent', { firstName: 'Jan' }],
      ['undefined', { firstName: 'Jan', company: undefined }],
      ['null', { firstName: 'Jan', company: null }],
      ['empty', { firstName: 'Jan', company: '' }],
      ['whitespace only', { firstName: 'Jan', company: '  \t' }],
    ])('company %s', (_label, lead) => {
      const result = renderMessage(
        { message: 'Hi {{firstName}} at {{company}}', alternativeMessage: ' Hi {{firstName}}! ' },
        lead,
        'message',
      );
      expect(result).toMatchObject({
        ok: true,
        problem: null,
        text: 'Hi Jan!',
        usedAlternative: true,
        missing: ['company'],
      });
    });

    it('lists every missing variable of the primary', () => {
      const result = renderMessage(
        { message: '{{firstName}} {{position}} {{country}}', alternativeMessage: 'Hello' },
        { firstName: 'Jan' },
        'message',
      );
      expect(result).toMatchObject({
        ok: true,
        text: 'Hello',
        usedAlternative: true,
        missing: ['position', 'country'],
      });
    });

    it('treats an unknown placeholder as a variable no lead has', () => {
      const result = renderMessage(
        { message: 'Hi {{firstName}} from {{city}}', alternativeMessage: 'Hi {{firstName}}' },
        jan,
        'message',
      );
      expect(result).toMatchObject({ ok: true, text: 'Hi Jan', usedAlternative: true, missing: ['city'] });
    });

    it('falls back when the primary has stray braces, so no raw syntax is sent', () => {
      const result = renderMessage({ message: 'Hi {{firstName', alternativeMessage: 'Hello' }, jan, 'message');
      expect(result).toMatchObject({ ok: true, text: 'Hello', usedAlternative: true, missing: [] });
    });
  });

  describe('when the alternative cannot be filled either, nothing is sendable', () => {
    it('reports missing-variables with the missing names of both tabs', () => {
      const result = renderMessage(
        { message: 'Hi {{firstName}} at {{company}}', alternativeMessage: 'Hi {{firstName}} from {{country}}' },
        { company: 'Acme' },
        'message',
      );
      expect(result).toEqual({
        ok: false,
        problem: 'missing-variables',
        text: '',
        usedAlternative: true,
        missing: ['firstName', 'country'],
        length: 0,
        maxLength: 5000,
        tooLong: false,
      });
    });

    it('reports an unknown name in the alternative as missing', () => {
      const result = renderMessage(
        { message: '{{firstName}}', alternativeMessage: 'Hi {{foo}}' },
        {},
        'connection-note',
      );
      expect(result).toMatchObject({
        ok: false,
        problem: 'missing-variables',
        text: '',
        missing: ['firstName', 'foo'],
      });
    });

    it('reports malformed-template when the alternative has stray braces', () => {
      const result = renderMessage({ message: '{{firstName}}', alternativeMessage: 'Hello }}' }, {}, 'message');
      expect(result).toMatchObject({ ok: false, problem: 'malformed-template', text: '', missing: ['firstName'] });
    });

    it.each([undefined, null, '', '   '])(
      'a message with alternative %p has nothing to fall back on',
      (alternativeMessage) => {
        const result = renderMessage({ message: 'Hi {{firstName}}', alternativeMessage }, {}, 'message');
        expect(result).toMatchObject({
          ok: false,
          problem: 'missing-variables',
          text: '',
          usedAlternative: true,
          missing: ['firstName'],
        });
      },
    );

    it('a malformed message primary with a blank alternative is malformed-template', () => {
      const result = renderMessage({ message: 'Hi {{', alternativeMessage: '' }, jan, 'message');
      expect(result).toMatchObject({ ok: false, problem: 'malformed-template', text: '' });
    });
  });

  describe('connection notes may be empty', () => {
    it('a blank note renders to an empty, sendable note', () => {
      expect(renderMessage({ message: '  ' }, jan, 'connection-note')).toMatchObject({
        ok: true,
        text: '',
        usedAlternative: false,
        length: 0,
        maxLength: 300,
      });
    });

    it.each([undefined, null, ''])(
      'a blank alternative (%p) sends the invitation without a note',
      (alternativeMessage) => {
        const result = renderMessage({ message: 'Hi {{firstName}}', alternativeMessage }, {}, 'connection-note');
        expect(result).toMatchObject({
          ok: true,
          problem: null,
          text: '',
          usedAlternative: true,
          missing: ['firstName'],
        });
      },
    );

    it('a blank direct message is not sendable', () => {
      expect(renderMessage({ message: ' \n ', alternativeMessage: 'Hello' }, jan, 'message')).toMatchObject({
        ok: false,
        problem: 'empty',
        text: '',
        usedAlternative: false,
      });
    });
  });

  describe('the max length for the kind is reported, never cut', () => {
    it('a 300-character note is fine, 301 is too long', () => {
      expect(renderMessage({ message: 'a'.repeat(300) }, jan, 'connection-note')).toMatchObject({
        ok: true,
        tooLong: false,
        length: 300,
      });
      const result = renderMessage({ message: 'a'.repeat(301) }, jan, 'connection-note');
      expect(result).toEqual({
        ok: false,
        problem: 'too-long',
        text: 'a'.repeat(301),
        usedAlternative: false,
        missing: [],
        length: 301,
        maxLength: 300,
        tooLong: true,
      });
    });

    it('a message may be 5000 characters, not 5001', () => {
      expect(renderMessage({ message: 'a'.repeat(5000) }, jan, 'message')).toMatchObject({ ok: true, length: 5000 });
      expect(renderMessage({ message: 'a'.repeat(5001) }, jan, 'message')).toMatchObject({
        ok: false,
        problem: 'too-long',
        tooLong: true,
      });
    });

    it('measures the filled text, after trimming', () => {
      const note = `${'a'.repeat(290)} {{company}}   `;
      expect(renderMessage({ message: note }, { company: 'Acme Corp' }, 'connection-note')).toMatchObject({
        ok: true,
        length: 300,
      });
      expect(renderMessage({ message: note }, { company: 'Acme Corp.' }, 'connection-note')).toMatchObject({
        ok: false,
        problem: 'too-long',
        length: 301,
      });
    });

    it('checks the alternative when it is the one used', () => {
      const result = renderMessage(
        { message: '{{firstName}}', alternativeMessage: 'b'.repeat(301) },
        {},
        'connection-note',
      );
      expect(result).toMatchObject({
        ok: false,
        problem: 'too-long',
        usedAlternative: true,
        missing: ['firstName'],
        text: 'b'.repeat(301),
      });
    });
  });
});
