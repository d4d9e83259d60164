import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core, run inside the page as it is (evaluated over the DevTools protocol, so the site's CSP stays on). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * What axe finds wrong on the page at the level users are blocked by (serious or critical), one
 * line per rule with the first few elements it names; none is the goal on every screen.
 */
export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    // label-content-name-mismatch (a control's spoken name must contain its visible text) is off by default.
    const options = { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } };
    return (await axe.run(document, options)).violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => process.env.AXE_ALL === '1' || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`)
        .join('; ');
      return `${violation.id} [${violation.impact}] ${violation.help}: ${where}`;
    });
}
