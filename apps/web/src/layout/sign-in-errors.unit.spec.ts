import { signInErrors } from './sign-in-errors';

describe('sign-in and sign-up errors', () => {
  it('puts a 400 that names a field under that field', () => {
    expect(
      signInErrors(400, { statusCode: 400, message: 'Password must be at least 8 characters', field: 'password' }),
    ).toEqual({
      fields: { password: 'Password must be at least 8 characters' },
    });
  });

  it('puts every listed field error under its field', () => {
    const body = {
      message: 'email must be a valid e-mail address',
      field: 'email',
      errors: [
        { field: 'email', messages: ['email must be a valid e-mail address'] },
        { field: 'password', messages: ['password must be at least 8 characters long'] },
      ],
    };
    expect(signInErrors(400, body).fields).toEqual({
      email: 'email must be a valid e-mail address',
      password: 'password must be at least 8 characters long',
    });
  });

  it('puts a taken e-mail under the e-mail field', () => {
    expect(signInErrors(409, { message: 'Email already registered' })).toEqual({
      fields: { email: 'Email already registered' },
    });
  });

  it('shows wrong credentials above the button', () => {
    expect(signInErrors(401, { message: 'Invalid email or password' })).toEqual({
      fields: {},
      form: 'Invalid email or password',
    });
  });

  it('shows a 400 naming an unknown field, or a list of messages, above the button', () => {
    expect(signInErrors(400, { message: ['a', 'b'], field: 'captcha' })).toEqual({ fields: {}, form: 'a, b' });
  });

  it('has a fallback when the server gave no message', () => {
    expect(signInErrors(undefined, {}).form).toBe('Something went wrong. Please try again.');
  });
});
