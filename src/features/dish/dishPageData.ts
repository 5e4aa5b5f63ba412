/**
 * What the server found at a dish page's address (contract/dish-page.ts), as the page's HTML
 * carries it: the server renders the page from it (a context around the app, prerender.tsx) and
 * puts it in a script element, which the browser reads to hydrate the same page before the menu
 * has arrived.
 */
import { createContext, useContext, useState } from 'react';
import type { DishPageState } from '../../../contract/dish-page';
import { jsonScript, readJsonScript } from '../../lib/jsonScript';

const ELEMENT_ID = 'dish-page';

/** The state the server renders the page from (undefined in the browser). */
export const ServerDishPage = createContext<DishPageState | undefined>(undefined);

/** The script element that carries the state in the page's HTML. */
export const dishPageScript = (state: DishPageState) => jsonScript(ELEMENT_ID, state);

function readDishPage(): DishPageState | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = readJsonScript(document, ELEMENT_ID) as Partial<DishPageState> | null;
  return typeof value?.slug === 'string' ? (value as DishPageState) : undefined;
}

/** What the HTML says is at `slug`'s address; undefined when it was rendered for another. */
export function useHtmlDishPage(slug: string): DishPageState | undefined {
  const server = useContext(ServerDishPage);
  // Read once, when the page is first shown: the page the HTML was rendered for.
  const [fromHtml] = useState(() => server ?? readDishPage());
  return fromHtml?.slug === slug ? fromHtml : undefined;
}
