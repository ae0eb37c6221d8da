import { DomainError, MAX_GRANT_DAYS } from '@outflow/domain';
import { findWorkspace } from '@outflow/read-models';
import { operateOnUser } from './operator/operate-on-user';
import { operatorOutput, runAsProcess, withOperatorStores, type OperatorCliOptions } from './operator/operator-stores';
import { grantPaidPeriod } from './subscriptions/operator/grant-paid-period';

const USAGE = 'Usage: npm run billing -- grant <workspace id | email> <days>';

export type BillingCliOptions = OperatorCliOptions;

/**
 * The operator command: `grant <workspace id | email> <days>` records a paid period for a
 * workspace (local billing, or a gift beside Stripe); an e-mail names the user's personal
 * workspace. Answers the process exit code: 0 done, 1 refused or failed.
 */
export async function main(argv: readonly string[], options: BillingCliOptions = {}): Promise<number> {
  const { out, err } = operatorOutput(options);
  const [action, whom, daysText, ...extra] = argv;
  if (action !== 'grant' || !whom || daysText === undefined || extra.length > 0) {
    err(USAGE);
    return 1;
  }
  if (!/^\d+$/.test(daysText) || Number(daysText) < 1 || Number(daysText) > MAX_GRANT_DAYS) {
    err(`days must be a whole number from 1 to ${MAX_GRANT_DAYS}, not "${daysText}"`);
    return 1;
  }
  const days = Number(daysText);

  const env = options.env ?? process.env;
  const daysSaid = `${days} day${days === 1 ? '' : 's'}`;
  if (whom.includes('@')) {
    return operateOnUser(env, err, whom, 'grant', async ({ eventStore, clock }, userId) => {
      const { currentPeriodEnd } = await grantPaidPeriod(eventStore, options.clock ?? clock, userId, days);
      out(`Granted ${daysSaid} to ${whom} (user ${userId}): paid until ${currentPeriodEnd}`);
    });
  }
  // A workspace by its id: its subscription is on the stream its id names (a personal one's is its user's).
  return withOperatorStores(env, err, async ({ eventStore, readDb, clock }) => {
    const workspace = await findWorkspace(readDb, whom);
    if (!workspace) {
      err(`No workspace has the id "${whom}"`);
      return 1;
    }
    try {
      const { currentPeriodEnd } = await grantPaidPeriod(eventStore, options.clock ?? clock, workspace.id, days);
      out(`Granted ${daysSaid} to workspace ${workspace.name} (${workspace.id}): paid until ${currentPeriodEnd}`);
      return 0;
    } catch (error) {
      err(error instanceof DomainError ? error.message : `The grant failed: ${String(error)}`);
      return 1;
    }
  });
}

if (require.main === module) runAsProcess(main);
