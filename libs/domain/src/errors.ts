/**
 * A command broke a business rule. `field` names the offending input when there is one, so the
 * API can answer a 4xx that says which field is wrong. Nothing is appended when decide throws.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
