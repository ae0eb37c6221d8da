import { DomainError, systemClock } from '@outflow/domain';
import { runAsProcess, withOperatorStores, type OperatorCliOptions } from './operator/operator-stores';
import { findUserIdByEmail, UnknownEmailError } from './subscriptions/operator/find-user-by-email';
import { changeRole } from './users/change-role';

const USAGE = 'Usage: npm run users -- grant <email> <role> | revoke <email> <role>   (role: support)';

export type UsersCliOptions = OperatorCliOptions;

/**
 * The operator command for roles: `grant <email> support` lets a user into the support console
 * (read-only, every read recorded), `revoke <email> support` takes it back. Answers the exit code.
 */
export async function main(argv: readonly string[], options: UsersCliOptions = {}): Promise<number> {
  const out = options.out ?? ((line: string) => console.log(line));
  const err = options.err ?? ((line: string) => console.error(line));
  const [action, email, role, ...extra] = argv;
  if ((action !== 'grant' && action !== 'revoke') || !email || !role || extra.length > 0) {
    err(USAGE);
    return 1;
  }
  return withOperatorStores(options.env ?? process.env, err, async ({ eventStore, readDb }) => {
    try {
      const userId = await findUserIdByEmail(eventStore, readDb, email);
      const changed = await changeRole(eventStore, options.clock ?? systemClock, userId, action, role);
      const done = action === 'grant' ? `Granted ${role} to` : `Revoked ${role} from`;
      out(changed ? `${done} ${email} (user ${userId})` : `${email} (user ${userId}) ${action === 'grant' ? 'already has' : 'does not have'} the role ${role}: nothing recorded`);
      return 0;
    } catch (error) {
      if (error instanceof UnknownEmailError || error instanceof DomainError) {
        err(error.message);
        return 1;
      }
      err(`The change failed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  });
}

if (require.main === module) runAsProcess(main);
