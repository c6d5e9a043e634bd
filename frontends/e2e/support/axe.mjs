import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on what the page shows now and returns its violations as
 * short lines ("rule: selector"), so a failing expectation names what to fix.
 */
export async function accessibilityViolations(page) {
  // Evaluated, not added as a <script>: the product's Content-Security-Policy refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.flatMap((v) => v.targets.map((target) => `${v.id}: ${target}`));
}
