/**
 * Workspaces in a browser (issue 20): an owner makes a team workspace from the sidebar's workspace
 * button, invites a colleague (no mail server here: the link is shown to pass on), the colleague
 * opens the link signed out, signs in, comes back to it and joins; both then see each other on the
 * /workspace page, the owner switches back to their personal workspace (which offers no deletion),
 * then deletes the team workspace, and the member no longer has it.
 */
import type { Page } from 'playwright-core';
import type { CurrentSubscription, WorkspaceList } from '@outflow/api-contract';
import { eventually } from '@outflow/testing';
import { describeWithBrowser } from '../support/browser';
import {
  DESKTOP,
  signUpAndConnectInBrowser,
  startBrowserSession,
  type BrowserSession,
} from '../support/browser-session';

describeWithBrowser('workspaces in a browser', () => {
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await startBrowserSession('workspaces');
    page = session.page;
  }, 120_000);
  afterAll(async () => {
    await session?.stop();
  });

  const teamWorkspaceId = async (token: string, name: string) => {
    const res = await fetch(`${session.outflow.url}/api/workspaces`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await res.json()) as WorkspaceList;
    const found = data.find((w) => w.name === name);
    if (!found) throw new Error(`no workspace named ${name}`);
    return found.id;
  };
  const subscriptionOf = async (token: string, workspaceId: string) => {
    const res = await fetch(`${session.outflow.url}/api/subscriptions/current`, {
      headers: { authorization: `Bearer ${token}`, 'x-outflow-workspace': workspaceId },
    });
    return (await res.json()) as CurrentSubscription;
  };

  const switcher = (p: Page) => p.getByRole('button', { name: /^Workspace: / });

  it('makes a team workspace, invites by link, and the invitee joins after signing in', async () => {
    const token = await signUpAndConnectInBrowser(page, session.outflow.url, {
      name: 'Olga Owner',
      email: 'olga@example.com',
      password: 'workspaces owner',
    });
    await page.goto(`${session.outflow.url}/campaigns`);
    await switcher(page).click();
    await page.getByRole('menuitem', { name: /New workspace/ }).click();
    await page.getByLabel('Workspace name').fill('Growth team');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.waitForURL(/\/(campaigns|team)$/);
    await page.getByRole('button', { name: 'Workspace: Growth team' }).waitFor();
    // Its owner's browser session already started the personal workspace's trial: the team gets its own.
    const team = await teamWorkspaceId(token, 'Growth team');
    await eventually(
      async () => (await subscriptionOf(token, team)).subscription_status === 'trialing',
      'the team workspace trialing',
      30_000,
    );

    // A new team has no LinkedIn sender or subscription yet: its members page is open all the same.
    await switcher(page).click();
    await page.getByRole('menuitem', { name: 'Members and invitations' }).click();
    await page.waitForURL(/\/workspace$/);
    await page.getByRole('button', { name: 'Invite a member' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('Ivan@Example.com');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const field = page.getByRole('textbox', { name: 'Invitation link' });
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(/\/invitations\/[A-Za-z0-9_-]{20,}$/);
    await session.shot('01-invitation-link');
    await page.getByRole('button', { name: 'Copy link and close' }).click();
    await page.locator('[data-invitation="ivan@example.com"]').waitFor();

    // The invitee, in a browser of their own, not signed in.
    const invitee = await session.openPage(DESKTOP, { signedIn: false });
    await invitee.goto(`${session.outflow.url}${new URL(link).pathname}`);
    await invitee.getByRole('heading', { name: 'Join Growth team' }).waitFor();
    await invitee.getByText('ivan@example.com').first().waitFor();
    await session.shot('02-invitation-page');
    await invitee.getByRole('link', { name: 'Sign up with ivan@example.com' }).click();
    await invitee.waitForURL(/\/signup$/);
    await invitee.getByLabel('Name').fill('Ivan Invitee');
    await invitee.getByLabel('Email').fill('ivan@example.com');
    await invitee.getByLabel('Password').fill('workspaces invitee');
    await invitee.getByRole('button', { name: 'Sign up' }).click();
    // Signed up, the app brings the invitation back.
    await invitee.waitForURL(/\/invitations\//);
    await invitee.getByRole('button', { name: 'Join Growth team' }).click();
    await invitee.waitForURL(/\/(campaigns|team)$/);
    await invitee.getByRole('button', { name: 'Workspace: Growth team' }).waitFor();
    await invitee.goto(`${session.outflow.url}/workspace`);
    await invitee.locator('[data-member="olga@example.com"]').waitFor();
    await invitee.locator('[data-member="ivan@example.com"]').getByText('Member').waitFor();
    // A member sees the members, and changes no one's role.
    expect(await invitee.getByRole('button', { name: 'Invite a member' }).count()).toBe(0);
    await session.shot('03-member-view');

    // The owner sees them join, and goes back to their own workspace.
    await page.reload();
    await page.locator('[data-member="ivan@example.com"]').waitFor();
    await switcher(page).click();
    await page.getByRole('menuitem', { name: /Olga Owner/ }).click();
    await page.getByRole('button', { name: 'Workspace: Olga Owner' }).waitFor();
    // Their personal workspace cannot be deleted: the page offers nothing of the kind.
    await page.goto(`${session.outflow.url}/workspace`);
    await page.locator('[data-member="olga@example.com"]').waitFor();
    expect(await page.getByRole('button', { name: 'Delete workspace' }).count()).toBe(0);

    // The team is over: its owner deletes it, its name typed to confirm, and is back in their own.
    await switcher(page).click();
    await page.getByRole('menuitem', { name: /Growth team/ }).click();
    await page.getByRole('button', { name: 'Workspace: Growth team' }).waitFor();
    await page.goto(`${session.outflow.url}/workspace`);
    await page.getByRole('button', { name: 'Delete workspace' }).click();
    const confirm = page.getByRole('dialog');
    const submit = confirm.getByRole('button', { name: 'Delete workspace' });
    expect(await submit.isDisabled()).toBe(true);
    await confirm.getByRole('textbox', { name: 'Workspace name to confirm' }).fill('Growth team');
    await session.shot('04-delete-workspace');
    await submit.click();
    await page.getByRole('button', { name: 'Workspace: Olga Owner' }).waitFor();
    // The member no longer has it either.
    await invitee.reload();
    await invitee.getByRole('button', { name: 'Workspace: Ivan Invitee' }).waitFor();
    await invitee.getByRole('button', { name: 'Workspace: Ivan Invitee' }).click();
    expect(await invitee.getByRole('menuitem', { name: /Growth team/ }).count()).toBe(0);
  }, 240_000);
});
