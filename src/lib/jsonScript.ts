/**
 * Data the HTML carries for the app (the page's own facts, /Menu's first screen) in script
 * elements of type application/json: never run, so the CSP has nothing to allow.
 */

/** JSON that is safe inside a script element: no '<' can close it. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');

/** A script element holding `value` as JSON. */
export const jsonScript = (id: string, value: unknown): string =>
  `<script id="${id}" type="application/json">${scriptSafeJson(value)}</script>`;

/** What such an element holds; null when it is missing or not JSON. */
export function readJsonScript(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
