/**
 * A page's HTML file, made from the build's template (template.html, as webpack wrote it)
 * by filling its slots: explicit comment pairs, `<!--ssr-root-->...<!--/ssr-root-->`. Each slot
 * is in the template exactly once and keeps its comments when filled, so the server can fill
 * /Menu's again with the menu's first screen. A page without a slot, or with one twice, is not
 * this build's page: filling it throws.
 */
import { jsonScript, readJsonScript } from '../lib/jsonScript';

export const SLOTS = {
  /** In the head: the page's `<title>` (the app keeps it up to date: src/app/PageArrival). */
  title: 'ssr-title',
  /** In the head, first: the page's own facts for the entry (PageFacts). */
  page: 'ssr-page',
  /** In the head, before the scripts: what the page asks for early (its hero, the menu). */
  preload: 'ssr-preload',
  /** In the head, after the entry's styles: the app's and the page's styles, inline. */
  styles: 'ssr-styles',
  /** The `#root` element, with the page's markup in it. */
  root: 'ssr-root',
  /** At the end of the body: data the page was rendered with (/Menu's first screen). */
  data: 'ssr-data',
} as const;

type Slot = keyof typeof SLOTS;

function bounds(html: string, slot: Slot): { from: number; to: number } {
  const open = `<!--${SLOTS[slot]}-->`;
  const close = `<!--/${SLOTS[slot]}-->`;
  const at = html.indexOf(open);
  const to = html.indexOf(close);
  if (
    at === -1 ||
    to < at ||
    html.indexOf(open, at + 1) !== -1 ||
    html.indexOf(close, to + 1) !== -1
  )
    throw new Error(`The page must hold ${open}...${close} exactly once (src/ssr/template.html).`);
  return { from: at + open.length, to };
}

/** What a slot holds. */
export function slotContent(html: string, slot: Slot): string {
  const { from, to } = bounds(html, slot);
  return html.slice(from, to);
}

/** The page with each given slot's content replaced. */
export function fillSlots(html: string, contents: Partial<Record<Slot, string>>): string {
  let page = html;
  for (const [slot, content] of Object.entries(contents) as [Slot, string][]) {
    const { from, to } = bounds(page, slot);
    page = page.slice(0, from) + content + page.slice(to);
  }
  return page;
}

/** `#root` holding a page's markup. */
export const rootElement = (markup: string) => `<div id="root">${markup}</div>`;

/** What the entry and the app's start need to know about the page the HTML holds. */
export interface PageFacts {
  /** The path it was rendered for: another page's file (a fallback) is rendered afresh. */
  path: string;
  /** Its own chunk's scripts, fetched beside the app's. */
  scripts: string[];
}

const PAGE_FACTS_ID = 'ssr-page-facts';

export const pageFactsScript = (facts: PageFacts) => jsonScript(PAGE_FACTS_ID, facts);

/** The facts the HTML carries; undefined for a page not prerendered (the dev server's). */
export function readPageFacts(doc: Document): PageFacts | undefined {
  const facts = readJsonScript(doc, PAGE_FACTS_ID) as Partial<PageFacts> | null;
  if (typeof facts?.path !== 'string' || !Array.isArray(facts.scripts)) return undefined;
  return { path: facts.path, scripts: facts.scripts };
}
