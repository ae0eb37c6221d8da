import { insertVariable } from './insert-variable';

describe('inserting a variable into a message', () => {
  it('puts the placeholder at the cursor and moves the cursor after it', () => {
    expect(insertVariable('Hi ,', 3, 3, 'firstName')).toEqual({ text: 'Hi {{firstName}},', caret: 16 });
  });

  it('replaces a selection', () => {
    expect(insertVariable('Hi NAME!', 3, 7, 'lastName')).toEqual({ text: 'Hi {{lastName}}!', caret: 15 });
  });

  it('appends when the cursor is past the end', () => {
    expect(insertVariable('At', 99, 99, 'company')).toEqual({ text: 'At{{company}}', caret: 13 });
  });

  it('given no room left, then the text stays as it was', () => {
    expect(insertVariable('x'.repeat(295), 295, 295, 'country', 300)).toEqual({ text: 'x'.repeat(295), caret: 295 });
  });
});
