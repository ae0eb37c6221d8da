import { passwordProblem } from '@outflow/auth';
import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

const problem = (args: ValidationArguments) => {
  const email = (args.object as { email?: unknown }).email;
  return typeof args.value === 'string'
    ? passwordProblem(args.value, typeof email === 'string' ? email : '')
    : 'password must be a string';
};

/** A new password: 10+ characters, not only spaces, not the e-mail, not a common one (libs/auth's policy). */
export function IsAcceptablePassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAcceptablePassword',
      validator: {
        validate: (_value: unknown, args?: ValidationArguments) => args !== undefined && problem(args) === null,
        defaultMessage: (args?: ValidationArguments) => (args ? problem(args) : null) ?? 'password is not acceptable',
      },
    },
    options,
  );
}
