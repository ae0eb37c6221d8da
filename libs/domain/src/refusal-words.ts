/**
 * What Outflow says when it refuses an input, in one place and as a person would say it: the
 * field by the name the form gives it, the rule in plain words ("End time must be after start
 * time", not "workingHours.end must be later than workingHours.start"). The API still names the
 * field in `field` for programs; its `message` is one of these. Each is a sentence ending with a
 * period, except the spec's own texts (SPEC_REFUSAL_TEXTS), which stay letter for letter.
 */

/** Refusals the spec quotes: they keep its exact words, with no period added. */
export const SPEC_REFUSAL_TEXTS = {
  campaignName: 'Please enter a campaign name',
  noLeads: 'Please add at least one LinkedIn profile URL',
} as const;

/** "line 3" for the refused entry at index 2: people count lines from 1. */
const lineNumber = (index: number): string => `line ${index + 1}`;

export const REFUSAL_WORDS = {
  // Working hours and warm-up (Settings).
  timeZone: 'Pick a time zone from the list, such as Europe/Paris.',
  workingHours: 'Working hours are missing: choose the days and the hours.',
  workingHoursEnabled: 'Say whether working hours are on or off.',
  workingDays: 'Pick at least one working day.',
  workingDay: 'Working days are Monday to Sunday.',
  time: (which: 'Start' | 'End') => `${which} time must be a time such as 08:00.`,
  sameStartAndEnd: 'End time must differ from start time.',
  shortWindow: (minutes: number) =>
    `Working hours must last at least ${minutes} minutes: leave more time between start and end.`,
  warmUp: 'Say whether warm-up is on or off.',

  // Signing up and in.
  yourName: 'Enter your name.',
  yourPassword: 'Enter your password.',

  // Campaigns and their leads.
  campaignName: SPEC_REFUSAL_TEXTS.campaignName,
  campaignNameTooLong: (max: number) => `Keep the campaign's name to ${max} characters.`,
  noLeads: SPEC_REFUSAL_TEXTS.noLeads,
  tooManyLeads: (max: number) => `A campaign takes at most ${max} leads: split them over two campaigns.`,
  notAProfileUrl: (index: number, text: string) =>
    `The lead on ${lineNumber(index)} is not a LinkedIn profile address (https://www.linkedin.com/in/…): ${text}.`,
  campaignEnded: (status: string) => `This campaign is ${status}: its leads can no longer change.`,

  // Workspaces and invitations.
  workspaceName: 'Give the workspace a name.',
  workspaceNameTooLong: (max: number) => `Keep the workspace's name to ${max} characters.`,
  lastOwner: 'A workspace needs an owner: make someone else owner first.',
  personalWorkspace: 'Your personal workspace cannot be deleted.',
  inviteEmail: 'Give the e-mail address of the person to invite.',
  invitationNotFound: 'This invitation does not exist.',
  invitationUsed: 'This invitation was already used.',
  invitationExpired: 'This invitation has expired: ask for a new one.',
  invitationForAnother: (email: string) => `This invitation is for ${email}: sign in with that address.`,
  notAMember: 'This person is not a member of this workspace.',

  // Saved prompts (AI Message Generator).
  promptName: 'Give the prompt a name.',
  promptNameTooLong: (max: number) => `Keep the prompt's name to ${max} characters.`,
  promptText: 'Write the prompt text.',
  promptTextTooLong: (max: number) => `Keep the prompt text to ${max} characters.`,
  promptCategoryTooLong: (max: number) => `Keep the category to ${max} characters.`,

  // API keys (Settings).
  apiKeyName: 'Give the key a name.',
  apiKeyNameTooLong: (max: number) => `Keep the key's name to ${max} characters.`,
  apiKeyNameTaken: (name: string) => `A key named "${name}" already exists: pick another name.`,
  tooManyApiKeys: (max: number) => `You can have at most ${max} keys: revoke one first.`,
  apiKeyScopes: 'Pick at least one permission for the key, such as reading campaigns.',

  // Daily limits (Settings).
  dailyLimit: (what: string, max: number) => `${what} a day must be a whole number from 0 to ${max}.`,
  dailyTotal: (max: number) => `The daily total must be a whole number from 1 to ${max}.`,
  weeklyInvitations: (min: number, max: number) => `Invitations a week must be a whole number from ${min} to ${max}.`,
} as const;

/** The refusals by name, each one a sentence or a spec text; the names are what the unit spec walks. */
export type RefusalName = keyof typeof REFUSAL_WORDS;
