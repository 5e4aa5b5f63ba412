/** Ratings of dishes (docs/product.md#ratings): the shopper's, staff's review list, a dish's. */
import { Type } from '@sinclair/typebox';
import { Id, Text } from './common';

export const RateBody = Type.Object({
  orderId: Id,
  foodId: Id,
  stars: Type.Number({ description: 'A whole number from 1 to 5 (refused otherwise, with why).' }),
  comment: Type.Optional(Text(5000)),
});

const MyRating = Type.Object({
  stars: Type.Integer(),
  comment: Type.String({ description: "'' when none was written." }),
  ratedAt: Type.String({ description: 'ISO 8601: when it was first given.' }),
  changeableUntil: Type.String({ description: 'ISO 8601: it can be changed until then.' }),
  changeable: Type.Boolean({
    description: "Whether it can still be changed, by the shop's clock.",
  }),
});

export const RateReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  rating: MyRating,
});

export const OrderRatingsBody = Type.Object({ orderId: Id });

export const OrderRatingsReply = Type.Object({
  success: Type.Literal(true),
  rateable: Type.Boolean({ description: 'Whether the order is delivered, so it can be rated.' }),
  dishes: Type.Array(
    Type.Object({
      foodId: Type.String(),
      name: Type.String({ description: 'As it was ordered.' }),
      rating: Type.Union([MyRating, Type.Null()], { description: 'null: not rated yet.' }),
    }),
    { description: "The order's dishes, each once, in the order's order." },
  ),
});

const Review = Type.Object({
  id: Type.String(),
  foodId: Type.String(),
  dish: Type.String({ description: "The dish's name now (as ordered, if removed)." }),
  stars: Type.Integer(),
  comment: Type.String(),
  shopper: Type.String({ description: "The shopper's name." }),
  orderNumber: Type.String(),
  ratedAt: Type.String({ description: 'ISO 8601: when it was last given or changed.' }),
  hidden: Type.Union([Type.Object({ reason: Type.String(), at: Type.String() }), Type.Null()], {
    description: 'Set while staff keep it hidden: it does not count in the average.',
  }),
});

export const ReviewsQuery = Type.Object({
  hidden: Type.Optional(
    Type.Union([Type.Literal('only'), Type.Literal('no')], {
      description: "'only': hidden reviews; 'no': shown ones; left out: all.",
    }),
  ),
});

export const ReviewsReply = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Review, { description: 'Newest first, at most 200.' }),
});

export const HideReviewBody = Type.Object({ id: Id, reason: Text(1000) });
export const ReviewIdBody = Type.Object({ id: Id });

export const ReviewReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  review: Review,
});

export const DishReviewsQuery = Type.Object({ dish: Id });

export const DishReviewsReply = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(
    Type.Object({
      stars: Type.Integer(),
      comment: Type.String(),
      name: Type.String({ description: "The shopper's first name." }),
      at: Type.String({ description: 'ISO 8601.' }),
    }),
    { description: 'The latest visible reviews with a comment, newest first, at most 10.' },
  ),
});
