import { DomainError, MAX_GRANT_DAYS, systemClock } from '@outflow/domain';
import { runAsProcess, withOperatorStores, type OperatorCliOptions } from './operator/operator-stores';
import { findUserIdByEmail, UnknownEmailError } from './subscriptions/operator/find-user-by-email';
import { grantPaidPeriod } from './subscriptions/operator/grant-paid-period';

const USAGE = 'Usage: npm run billing -- grant <email> <days>';

export type BillingCliOptions = OperatorCliOptions;

/**
 * The operator command: `grant <email> <days>` records a paid period for a user (local billing,
 * or a gift beside Stripe). Answers the process exit code: 0 done, 1 refused or failed.
 */
export async function main(argv: readonly string[], options: BillingCliOptions = {}): Promise<number> {
  const out = options.out ?? ((line: string) => console.log(line));
  const err = options.err ?? ((line: string) => console.error(line));
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

  return withOperatorStores(options.env ?? process.env, err, async ({ eventStore, readDb }) => {
    try {
      const userId = await findUserIdByEmail(eventStore, readDb, email);
      const { currentPeriodEnd } = await grantPaidPeriod(eventStore, options.clock ?? systemClock, userId, days);
      out(`Granted ${days} day${days === 1 ? '' : 's'} to ${email} (user ${userId}): paid until ${currentPeriodEnd}`);
      return 0;
    } catch (error) {
      if (error instanceof UnknownEmailError || error instanceof DomainError) {
        err(error.message);
        return 1;
      }
      err(`The grant failed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  });
}

if (require.main === module) runAsProcess(main);
