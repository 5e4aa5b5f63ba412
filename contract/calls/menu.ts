/** The menu's calls: the whole menu, a dish by its page's address, a dish's reviews. */
import * as ENDPOINTS from '../endpoints/menu';
import { replies } from '../schemas/common';
import { DishBySlugQuery, DishBySlugReply } from '../schemas/dish-page';
import { FoodListReply } from '../schemas/menu';
import { DishReviewsQuery, DishReviewsReply } from '../schemas/ratings';
import { MENU_DESCRIPTIONS } from './descriptions/menu';
import { call, type EndpointsIn } from './call';

export const MENU_CALLS = {
  foodList: call({
    ...ENDPOINTS.foodList,
    description: MENU_DESCRIPTIONS.foodList,
    summary: 'The whole menu (304 with If-None-Match when unchanged)',
    tag: 'menu',
    signedIn: false,
    response: { 200: FoodListReply },
  }),
  dishBySlug: call({
    ...ENDPOINTS.dishBySlug,
    description: MENU_DESCRIPTIONS.dishBySlug,
    summary:
      "A dish by its page's address (an earlier one too); 404 with why for a removed dish or an unknown address",
    tag: 'menu',
    signedIn: false,
    querystring: DishBySlugQuery,
    response: replies({ 200: DishBySlugReply }, [400, 404]),
  }),
  dishReviews: call({
    ...ENDPOINTS.dishReviews,
    description: MENU_DESCRIPTIONS.dishReviews,
    summary: "A dish's latest visible reviews with a comment",
    tag: 'menu',
    signedIn: false,
    querystring: DishReviewsQuery,
    response: replies({ 200: DishReviewsReply }, [400, 404]),
  }),
} as const satisfies EndpointsIn;
