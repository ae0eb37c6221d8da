/**
 * A forgotten password in a browser, on the product as `npm start` runs it with SMTP_URL pointing
 * at a real SMTP server the test starts (the `smtp-server` package): "Forgot password?" on the sign-in
 * page mails a link; the link's page sets a new password once; the new password signs in. Without
 * SMTP, the page says to ask the operator. At 1280 and 390 px, each page checked with axe-core.
 * Screenshots land in test-results/password-reset/.
 */
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { describeWithBrowser } from '../support/browser';
import { signUpInBrowser, startBrowserSession, type BrowserSession } from '../support/browser-session';
import { eventually } from '@outflow/testing';
import { resetLinkIn, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describeWithBrowser('a forgotten password, in a browser', () => {
  let inbox: SmtpInbox;
  let session: BrowserSession;
  let page: Page;
  const shot = (name: string) => session.shot(name);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    session = await startBrowserSession('password-reset', { viewport: DESKTOP, env: { SMTP_URL: inbox.url } });
    page = session.page;
    page.setDefaultTimeout(15_000);
    await signUpInBrowser(
      page,
      session.outflow.url,
      { name: 'Fay Forgetful', email: 'fay@example.com', password: 'the first password' },
      { keepSchedule: true },
    );
    await page.waitForURL(/\/team$/);
    await page.evaluate(() => localStorage.clear());
  }, 120_000);
  afterAll(async () => {
    await session?.stop();
    await inbox?.stop();
  });

  it('mails a link from "Forgot password?", and the link sets a new password once', async () => {
    await page.goto(`${session.outflow.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await expectAccessible(page, 'the sign-in page');
    await page.goto(`${session.outflow.url}/signup`);
    await page.getByRole('button', { name: 'Sign up' }).waitFor();
    await expectAccessible(page, 'the sign-up page');
    await page.goto(`${session.outflow.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill('fay@example.com');
    await shot('01-forgot');
    await expectAccessible(page, 'the forgot-password page');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page
      .getByText('a link to choose a new password is on its way. It works once, for an hour.', { exact: false })
      .waitFor();
    await shot('02-sent');

    const mail = await eventually(async () => inbox.mails.find((m) => m.to.includes('fay@example.com')), 'the mail');
    const link = resetLinkIn(mail)!;
    // The link names the app's public address; open it on this test's server.
    const url = new URL(link);
    await page.goto(`${session.outflow.url}${url.pathname}${url.search}`);
    await page.getByLabel('New password').fill('a second password');
    await shot('03-new-password');
    await expectAccessible(page, 'the reset-password page');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('Your password is changed', { exact: false }).waitFor();

    // Once only.
    await page.goto(`${session.outflow.url}${url.pathname}${url.search}`);
    await page.getByLabel('New password').fill('a third password!');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('This link has expired or was already used: ask for a new one').waitFor();
    await shot('04-used-link');

    await page.goto(`${session.outflow.url}/login`);
    await page.getByLabel('Email').fill('fay@example.com');
    await page.getByLabel('Password').fill('a second password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  }, 90_000);

  it('shows the pages on a phone', async () => {
    const phone = await session.openPage(PHONE, { signedIn: false });
    try {
      await phone.goto(`${session.outflow.url}/forgot-password`);
      await phone.getByRole('button', { name: 'Send me a link' }).waitFor();
      const widths = await phone.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]);
      await phone.screenshot({ path: 'test-results/password-reset/05-phone.png', fullPage: true });
      await expectAccessible(phone, 'the forgot-password page on a phone');
    } finally {
      await phone.close();
    }
  }, 30_000);
});

describeWithBrowser('a forgotten password without SMTP, in a browser', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await startBrowserSession('password-reset', { viewport: DESKTOP });
  }, 120_000);
  afterAll(() => session?.stop());

  it('says to ask the person who runs this Outflow', async () => {
    const page = session.page;
    await page.goto(`${session.outflow.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page
      .getByText('Password reset by e-mail is not set up on this Outflow. Ask the person who runs it', { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Send me a link' }).count()).toBe(0);
    await session.shot('06-ask-the-operator');
    await expectAccessible(page, 'the forgot-password page without SMTP');
  }, 30_000);
});
