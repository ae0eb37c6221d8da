import type { ApiErrorBody } from '../api/http-client';

export type CredentialField = 'email' | 'password' | 'name';

export interface SignInErrors {
  fields: Partial<Record<CredentialField, string>>;
  form?: string;
}

const FIELDS: readonly string[] = ['email', 'password', 'name'];

/**
 * Where a failed sign-in or sign-up is explained: a 400 that names a field goes under that field,
 * a taken e-mail (409) under the e-mail, anything else above the button.
 */
export function signInErrors(status: number | undefined, body: ApiErrorBody): SignInErrors {
  const message = Array.isArray(body.message) ? body.message.join(', ') : body.message;
  if (status === 400 && body.field && FIELDS.includes(body.field)) {
    const fields: SignInErrors['fields'] = { [body.field as CredentialField]: message ?? 'Invalid value' };
    for (const entry of body.errors ?? []) {
      if (FIELDS.includes(entry.field) && entry.messages[0])
        fields[entry.field as CredentialField] ??= entry.messages[0];
    }
    return { fields };
  }
  if (status === 409) return { fields: { email: message ?? 'This e-mail address is already registered' } };
  if (status === 401) return { fields: {}, form: message ?? 'Invalid email or password' };
  return { fields: {}, form: message ?? 'Something went wrong. Please try again.' };
}
