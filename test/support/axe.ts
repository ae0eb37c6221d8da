/**
 * The accessibility check the browser suites run on every page they look at: axe-core through
 * `@axe-core/playwright`, failing on any serious or critical violation, each named with its nodes.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Colours are measured as shown: a toast fading in or out would read as faint text. Endless ones (spinners) aside.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return;
  const described = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.html.slice(0, 160)}\n      ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n'),
  );
  throw new Error(`axe on ${where} (${page.url()}):\n${described.join('\n')}`);
}
