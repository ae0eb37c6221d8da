import {
  DEFAULT_DOT_COLOUR,
  PROGRESS_DOT_COLOURS,
  canToggle,
  executionStatus,
  progressDotColour,
  progressLabel,
  serverStatusFor,
  toggleTarget,
} from './campaign-status';

describe('server status to client status (spec 02 §4)', () => {
  it.each([
    ['active', 'running'],
    ['paused', 'paused'],
    ['completed', 'completed'],
    ['failed', 'failed'],
    ['draft', 'pending'],
    ['', 'pending'],
    [null, 'pending'],
    [undefined, 'pending'],
  ])('maps %p to %p', (server, client) => {
    expect(executionStatus(server)).toBe(client);
  });

  it("sends the client's running as active", () => {
    expect(serverStatusFor('running')).toBe('active');
    expect(serverStatusFor('paused')).toBe('paused');
  });

  it('toggles running to paused and paused (or pending) to running', () => {
    expect(toggleTarget('running')).toBe('paused');
    expect(toggleTarget('paused')).toBe('running');
    expect(toggleTarget('pending')).toBe('running');
    expect(canToggle('completed')).toBe(false);
    expect(canToggle('failed')).toBe(false);
    expect(canToggle('paused')).toBe(true);
  });
});

describe('progress dot and label', () => {
  it('colours each progress status, light grey otherwise', () => {
    expect(progressDotColour('Running')).toBe(PROGRESS_DOT_COLOURS.Running);
    expect(progressDotColour('Completed')).toBe(PROGRESS_DOT_COLOURS.Completed);
    expect(progressDotColour('Paused')).toBe(PROGRESS_DOT_COLOURS.Paused);
    expect(progressDotColour('Ready')).toBe(PROGRESS_DOT_COLOURS.Ready);
    expect(progressDotColour('Empty')).toBe(PROGRESS_DOT_COLOURS.Empty);
    expect(progressDotColour('running')).toBe(DEFAULT_DOT_COLOUR);
    expect(progressDotColour(undefined)).toBe(DEFAULT_DOT_COLOUR);
    expect(new Set(Object.values(PROGRESS_DOT_COLOURS)).size).toBe(5);
  });

  it('labels with progressStatus, else the capitalised execution status', () => {
    expect(progressLabel('Ready', 'pending')).toBe('Ready');
    expect(progressLabel(null, 'paused')).toBe('Paused');
    expect(progressLabel('', 'running')).toBe('Running');
  });
});
