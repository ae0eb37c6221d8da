/** What the first-run checklist knows of a user's setup. */
export interface FirstRunFacts {
  linkedInConnected: boolean;
  /** The user has opened Settings (limits and schedule) at least once. */
  settingsVisited: boolean;
  /** How many campaigns the user has, or null while unknown. */
  campaignCount: number | null;
  /** Whether the user sets the workspace's limits (owners and admins; absent: yes). */
  managesLimits?: boolean;
}

export interface FirstRunStep {
  readonly key: 'linkedin' | 'settings' | 'campaign';
  readonly title: string;
  readonly hint: string;
  readonly done: boolean;
  /** Where the step is done; null when it is done on this page. */
  readonly to: string | null;
  readonly actionLabel: string | null;
  /** The step's page needs LinkedIn first. */
  readonly locked: boolean;
}

/** The three things a new user does before Outflow works for them, in order. */
export function firstRunSteps({
  linkedInConnected,
  settingsVisited,
  campaignCount,
  managesLimits = true,
}: FirstRunFacts): FirstRunStep[] {
  return [
    {
      key: 'linkedin',
      title: 'Connect your LinkedIn account',
      hint: 'Outflow works through your own account: use Connect LinkedIn below.',
      done: linkedInConnected,
      to: null,
      actionLabel: null,
      locked: false,
    },
    managesLimits
      ? {
          key: 'settings',
          title: 'Set your daily limits and schedule',
          hint: 'How many invitations, messages and profile views a day, and when Outflow works.',
          done: settingsVisited,
          to: '/settings',
          actionLabel: 'Open Settings',
          locked: !linkedInConnected,
        }
      : // A member does not change them: the workspace's admins set them (the server refuses a member).
        {
          key: 'settings',
          title: 'Daily limits and schedule',
          hint: "Set by this workspace's admins.",
          done: true,
          to: null,
          actionLabel: null,
          locked: false,
        },
    {
      key: 'campaign',
      title: 'Create your first campaign',
      hint: 'Add leads, draw a sequence of steps and launch it.',
      done: (campaignCount ?? 0) > 0,
      to: '/campaigns/new',
      actionLabel: 'Create a campaign',
      locked: !linkedInConnected,
    },
  ];
}

/** The checklist shows until every step is done (and while the campaigns are still being counted, it waits). */
export function showFirstRun(facts: FirstRunFacts): boolean {
  if (facts.linkedInConnected && facts.campaignCount === null) return false;
  return firstRunSteps(facts).some((step) => !step.done);
}
