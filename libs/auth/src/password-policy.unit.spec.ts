import { passwordProblem } from './password-policy';

describe('new passwords', () => {
  const email = 'ada.lovelace@example.com';

  it.each(['analytical engine', 'correct horse battery', '  ten chars  ', 'пароль-密码-🔑-длинный'])(
    'accepts %j',
    (password) => {
      expect(passwordProblem(password, email)).toBeNull();
    },
  );

  it.each([
    ['short', 'at least 10 characters'],
    ['nine char', 'at least 10 characters'],
    ['            ', 'only spaces'],
    ['ada.lovelace@example.com', 'e-mail'],
    ['ADA.LOVELACE@EXAMPLE.COM', 'e-mail'],
    ['ada.lovelace', 'e-mail'],
    ['qwertyuiop', 'too common'],
    ['Password123', 'too common'],
    ['1234 5678 90', 'too common'],
  ])('refuses %j (%s)', (password, reason) => {
    expect(passwordProblem(password, email)).toContain(reason);
  });
});
