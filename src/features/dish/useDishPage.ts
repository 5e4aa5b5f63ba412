/**
 * What a dish page shows for its address: the dish from the menu in hand; until the menu arrives,
 * what the page's HTML was rendered with; for an address the menu does not know, what the server
 * says (an earlier address of a renamed dish leads to its page, a removed dish's says so).
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { FoodItem } from '../../../contract/api';
import { DISH_PAGE_MESSAGES, removedMessage } from '../../../contract/dish-page';
import { dishPath } from '../../../contract/routes';
import { errorMessage, useFoodListQuery } from '../../api/apiSlice';
import { useDishBySlugQuery } from './dishApi';
import { useHtmlDishPage } from './dishPageData';

export type DishPageView =
  | { kind: 'loading' }
  | { kind: 'dish'; dish: FoodItem }
  /** A removed dish or an unknown address: the page says which, as a not-found page. */
  | { kind: 'gone'; message: string }
  | { kind: 'failed'; retry: () => void };

export function useDishPage(slug: string): DishPageView {
  const menu = useFoodListQuery();
  const html = useHtmlDishPage(slug);
  const inMenu = menu.data?.find((dish) => dish.slug === slug);
  // The server told the HTML the address has no dish: nothing more to ask.
  const htmlGone = html !== undefined && html.dish === undefined;
  const asked = useDishBySlugQuery(slug, { skip: inMenu !== undefined || !menu.data || htmlGone });
  const navigate = useNavigate();
  const moved = asked.data?.slug !== undefined && asked.data.slug !== slug;

  useEffect(() => {
    if (moved && asked.data?.slug) void navigate(dishPath(asked.data.slug), { replace: true });
  }, [moved, asked.data, navigate]);

  if (inMenu) return { kind: 'dish', dish: inMenu };
  if (html?.dish && !menu.data) return { kind: 'dish', dish: html.dish };
  if (htmlGone) {
    const message = html.removed ? removedMessage(html.removed) : DISH_PAGE_MESSAGES.unknown;
    return { kind: 'gone', message };
  }
  if (!menu.data)
    return menu.isError ? { kind: 'failed', retry: menu.refetch } : { kind: 'loading' };
  if (asked.data) return { kind: 'dish', dish: asked.data };
  if (asked.error && 'status' in asked.error && asked.error.status === 404)
    return { kind: 'gone', message: errorMessage(asked.error, DISH_PAGE_MESSAGES.unknown) };
  if (asked.isError) return { kind: 'failed', retry: asked.refetch };
  return { kind: 'loading' };
}
