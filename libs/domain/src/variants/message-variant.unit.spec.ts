import { variantsProblem } from './message-variant';

const two = [
  { id: 'a', name: 'Short', text: 'Hi {{firstName}}' },
  { id: 'b', name: 'Long', text: 'Hello {{firstName}} from {{company}}', weight: 2 },
];

describe('variantsProblem', () => {
  it('accepts 2 to 4 well-formed variants on connect, message and InMail steps, and a step without any', () => {
    expect(variantsProblem('send-connection', { variants: two })).toBeNull();
    expect(variantsProblem('send-message', { variants: two })).toBeNull();
    expect(variantsProblem('send-inmail', { variants: two })).toBeNull();
    expect(variantsProblem('send-message', { message: 'Hi' })).toBeNull();
    // "No note" is a note worth testing.
    expect(
      variantsProblem('send-connection', { variants: [two[0], { id: 'none', name: 'No note', text: '' }] }),
    ).toBeNull();
  });

  it.each([
    ['view-profile', { variants: two }, 'variants', 'only for'],
    ['send-message', { variants: [two[0]] }, 'variants', '2 to 4'],
    ['send-message', { variants: [...two, ...two, two[0]] }, 'variants', '2 to 4'],
    ['send-message', { variants: two, isAI: true }, 'variants', 'AI'],
    ['send-message', { variants: [two[0], { ...two[1], id: 'a' }] }, 'variants[1].id', 'repeats'],
    ['send-message', { variants: [two[0], { ...two[1], name: ' ' }] }, 'variants[1].name', 'non-empty'],
    ['send-message', { variants: [two[0], { ...two[1], text: '' }] }, 'variants[1].text', 'empty'],
    ['send-connection', { variants: [two[0], { ...two[1], text: 'x'.repeat(301) }] }, 'variants[1].text', '300'],
    [
      'send-message',
      { variants: [two[0], { ...two[1], text: 'Hi {{first_name}}' }] },
      'variants[1].text',
      'first_name',
    ],
    ['send-message', { variants: [two[0], { ...two[1], text: 'Hi {{firstName}' }] }, 'variants[1].text', 'not closed'],
    ['send-message', { variants: [two[0], { ...two[1], weight: 0 }] }, 'variants[1].weight', 'above 0'],
    ['send-message', { variants: [two[0], { ...two[1], weight: '2' }] }, 'variants[1].weight', 'above 0'],
  ] as const)('refuses %s %j at %s', (type, params, field, words) => {
    const problem = variantsProblem(type, params);
    expect(problem?.field).toBe(field);
    expect(problem?.message).toContain(words);
  });
});
