/**
 * axe-core on what a page test rendered (dialogs are in a portal: the whole document is checked
 * unless told). jsdom lays nothing out, so colour contrast is left to the browser tests (e2e/).
 */
import axe from 'axe-core';

export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    ({ id, help, nodes }) =>
      `${id}: ${help} (${nodes.map(({ target }) => target.join(' ')).join('; ')})`,
  );
}
