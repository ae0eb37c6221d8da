import { addedText, refusedLinesOf } from './do-not-contact-view';

describe('the Do-Not-Contact list: what an add says', () => {
  it('counts who was added, who was already listed, and the sequences it stopped', () => {
    expect(addedText({ added: 1, alreadyListed: 0, stopped: 0 })).toBe('1 person added to the Do-Not-Contact list');
    expect(addedText({ added: 3, alreadyListed: 2, stopped: 1 })).toBe(
      '3 people added to the Do-Not-Contact list; 2 already on it; 1 open sequence stopped',
    );
  });

  it('names the lines the server refused, as it named them', () => {
    const body = { field: 'text', refused: [{ line: 2, reason: 'not a LinkedIn profile URL' }] };
    expect(refusedLinesOf(body)).toEqual(['Line 2: not a LinkedIn profile URL']);
    expect(refusedLinesOf({ message: 'Please add at least one LinkedIn profile URL' })).toEqual([]);
    expect(refusedLinesOf(undefined)).toEqual([]);
  });
});
