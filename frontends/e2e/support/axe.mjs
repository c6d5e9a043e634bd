import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on what the page shows now and returns its violations as
 * short lines ("rule: selector"), so a failing expectation names what to fix.
 */
export async function accessibilityViolations(page) {
  // Evaluated through the browser's DevTools protocol, not as a <script> tag: the product's
  // Content-Security-Policy (script-src 'self') refuses inline scripts, as it should.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.flatMap((v) => v.targets.map((target) => `${v.id}: ${target}`));
}
