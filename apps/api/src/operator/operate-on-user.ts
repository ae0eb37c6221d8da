import { DomainError } from '@outflow/domain';
import { findUserIdByEmail, UnknownEmailError } from '../subscriptions/operator/find-user-by-email';
import { withOperatorStores, type OperatorStores } from './operator-stores';

/**
 * An operator command about one user, named by e-mail: `act` runs on the stores with the user's id.
 * Answers the exit code: 0 done; 1 with the reason when the e-mail is unknown, a rule refuses, or
 * `act` fails (said as "The <what> failed: ...").
 */
export function operateOnUser(
  env: NodeJS.ProcessEnv,
  err: (line: string) => void,
  email: string,
  what: string,
  act: (stores: OperatorStores, userId: string) => Promise<void>,
): Promise<number> {
  return withOperatorStores(env, err, async (stores) => {
    try {
      await act(stores, await findUserIdByEmail(stores.eventStore, stores.readDb, email));
      return 0;
    } catch (error) {
      if (error instanceof UnknownEmailError || error instanceof DomainError) {
        err(error.message);
        return 1;
      }
      err(`The ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  });
}
