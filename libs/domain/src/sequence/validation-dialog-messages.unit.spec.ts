import { validationDialogMessage, validationDialogMessages } from './validation-dialog-messages';
import { SEQUENCE_ERRORS, validateSequence } from './validate-sequence';

describe('the sequence validation dialog messages', () => {
  it.each([
    [SEQUENCE_ERRORS.multipleStarts, 'Only one starting point is allowed'],
    [SEQUENCE_ERRORS.noStart, 'A starting point with no incoming connections is needed'],
    [SEQUENCE_ERRORS.noEdges, 'All nodes must be connected with edges'],
    [SEQUENCE_ERRORS.noValidEdges, 'All nodes must be connected with edges'],
    [SEQUENCE_ERRORS.cycle, 'No cycles (loops) are allowed'],
  ])('translates %p', (error, shown) => {
    expect(validationDialogMessage(error)).toBe(shown);
  });

  it('shows other messages as they are', () => {
    expect(validationDialogMessage(SEQUENCE_ERRORS.noNodes)).toBe('Sequence must have at least one node');
    expect(validationDialogMessage('Something else')).toBe('Something else');
  });

  it('given two unconnected nodes, then the dialog asks to connect them', () => {
    const { errors } = validateSequence([{ id: 'a' }, { id: 'b' }], []);
    expect(validationDialogMessages(errors)).toEqual(['All nodes must be connected with edges']);
  });

  it('given a cycle below a second start, then both problems are listed once each', () => {
    const edge = (source: string, target: string) => ({ id: `${source}-${target}`, source, target });
    const { errors } = validateSequence(
      [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      [edge('b', 'c'), edge('c', 'b'), edge('a', 'd')],
    );
    expect(validationDialogMessages([...errors, ...errors])).toEqual(['No cycles (loops) are allowed']);
    const starts = validateSequence([{ id: 'a' }, { id: 'b' }, { id: 'c' }], [edge('a', 'c'), edge('b', 'c')]);
    expect(validationDialogMessages(starts.errors)).toEqual(['Only one starting point is allowed']);
  });
});
