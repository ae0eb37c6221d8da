import { startApiHarness, type ApiHarness, type ApiHarnessOptions } from './api-harness';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

/**
 * The API harness of one describe block: started before its tests and stopped after them, so a
 * suite declares no `let api` and hook pair of its own. The answer stands for the harness: read it
 * inside hooks and tests (once it has started). Options given as a function are read at the start.
 * Jest runs afterAll hooks in declaration order, so what must close before the harness stops
 * declares its afterAll before calling this.
 */
export function useApiHarness(options?: ApiHarnessOptions | (() => ApiHarnessOptions)): ApiHarness {
  let harness: ApiHarness | undefined;
  beforeAll(async () => {
    harness = await startApiHarness(typeof options === 'function' ? options() : options);
  });
  afterAll(() => harness?.stop());
  return new Proxy({} as ApiHarness, {
    get(_, key) {
      if (!harness) throw new Error('The API harness was read before it started: read it inside a hook or a test');
      return Reflect.get(harness, key);
    },
  });
}

/**
 * The API harness mailing through a local SMTP inbox (SMTP_URL and SMTP_FROM set), both for one
 * describe block: the inbox starts first and stops after the harness. Read both inside hooks and tests.
 */
export function useMailingApiHarness(options: ApiHarnessOptions = {}): { api: ApiHarness; inbox: SmtpInbox } {
  let inbox: SmtpInbox | undefined;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  const api = useApiHarness(() => ({
    ...options,
    env: { ...options.env, SMTP_URL: inbox!.url, SMTP_FROM: 'Outflow <outflow@example.com>' },
  }));
  afterAll(async () => {
    await inbox?.stop();
  });
  const started = new Proxy({} as SmtpInbox, {
    get(_, key) {
      if (!inbox) throw new Error('The SMTP inbox was read before it started: read it inside a hook or a test');
      return Reflect.get(inbox, key);
    },
  });
  return { api, inbox: started };
}
