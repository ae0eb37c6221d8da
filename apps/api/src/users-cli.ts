import { passwordResetLink } from '@outflow/auth';
import { randomUUID } from 'node:crypto';
import { requestPasswordReset } from './auth/password-reset/password-resets';
import { operateOnUser } from './operator/operate-on-user';
import { operatorOutput, runAsProcess, type OperatorCliOptions } from './operator/operator-stores';
import { changeRole } from './users/change-role';

const USAGE =
  'Usage: npm run users -- grant <email> <role> | revoke <email> <role>   (role: support)\n' +
  '       npm run users -- reset-password <email>   (prints a link that sets a new password: once, within an hour)';

export type UsersCliOptions = OperatorCliOptions;

/**
 * The operator command for roles: `grant <email> support` lets a user into the support console
 * (read-only, every read recorded), `revoke <email> support` takes it back; `reset-password <email>`
 * prints a link that sets a new password (for installations without SMTP). Answers the exit code.
 */
export async function main(argv: readonly string[], options: UsersCliOptions = {}): Promise<number> {
  const { out, err } = operatorOutput(options);
  const [action, email, role, ...extra] = argv;
  if (action === 'reset-password') {
    if (!email || role !== undefined) {
      err(USAGE);
      return 1;
    }
    return operateOnUser(
      options.env ?? process.env,
      err,
      email,
      'reset',
      async ({ eventStore, config, clock }, userId) => {
        const { token } = await requestPasswordReset(eventStore, options.clock ?? clock, userId, 'operator', {
          userId,
          actor: 'operator',
          correlationId: `users-cli-${randomUUID()}`,
        });
        out(`A link that sets a new password for ${email} (once, within an hour): hand it to them.`);
        out(passwordResetLink(config.PUBLIC_URL, userId, token));
      },
    );
  }
  if ((action !== 'grant' && action !== 'revoke') || !email || !role || extra.length > 0) {
    err(USAGE);
    return 1;
  }
  return operateOnUser(options.env ?? process.env, err, email, 'change', async ({ eventStore, clock }, userId) => {
    const changed = await changeRole(eventStore, options.clock ?? clock, userId, action, role);
    const done = action === 'grant' ? `Granted ${role} to` : `Revoked ${role} from`;
    out(
      changed
        ? `${done} ${email} (user ${userId})`
        : `${email} (user ${userId}) ${action === 'grant' ? 'already has' : 'does not have'} the role ${role}: nothing recorded`,
    );
  });
}

if (require.main === module) runAsProcess(main);
