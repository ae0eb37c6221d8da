import { MAX_GRANT_DAYS } from '@outflow/domain';
import { operateOnUser } from './operator/operate-on-user';
import { operatorOutput, runAsProcess, type OperatorCliOptions } from './operator/operator-stores';
import { grantPaidPeriod } from './subscriptions/operator/grant-paid-period';

const USAGE = 'Usage: npm run billing -- grant <email> <days>';

export type BillingCliOptions = OperatorCliOptions;

/**
 * The operator command: `grant <email> <days>` records a paid period for a user (local billing,
 * or a gift beside Stripe). Answers the process exit code: 0 done, 1 refused or failed.
 */
export async function main(argv: readonly string[], options: BillingCliOptions = {}): Promise<number> {
  const { out, err } = operatorOutput(options);
  const [action, email, daysText, ...extra] = argv;
  if (action !== 'grant' || !email || daysText === undefined || extra.length > 0) {
    err(USAGE);
    return 1;
  }
  if (!/^\d+$/.test(daysText) || Number(daysText) < 1 || Number(daysText) > MAX_GRANT_DAYS) {
    err(`days must be a whole number from 1 to ${MAX_GRANT_DAYS}, not "${daysText}"`);
    return 1;
  }
  const days = Number(daysText);

  return operateOnUser(options.env ?? process.env, err, email, 'grant', async ({ eventStore, clock }, userId) => {
    const { currentPeriodEnd } = await grantPaidPeriod(eventStore, options.clock ?? clock, userId, days);
    out(`Granted ${days} day${days === 1 ? '' : 's'} to ${email} (user ${userId}): paid until ${currentPeriodEnd}`);
  });
}

if (require.main === module) runAsProcess(main);
