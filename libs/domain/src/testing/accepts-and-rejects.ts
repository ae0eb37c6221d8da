/** Table tests of a yes/no check: true for every input it should accept, false for every one it should reject. */
export function itAcceptsAndRejects(
  check: (input: string) => boolean,
  inputs: { accepts: readonly string[]; rejects: readonly string[] },
): void {
  it.each(inputs.accepts)('accepts %p', (input) => {
    expect(check(input)).toBe(true);
  });

  it.each(inputs.rejects)('rejects %p', (input) => {
    expect(check(input)).toBe(false);
  });
}
