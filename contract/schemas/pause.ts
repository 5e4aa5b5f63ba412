/**
 * Pausing new orders (docs/product.md#the-order-board): staff's pause and resume calls, and the
 * pause as GET /api/shop tells it.
 */
import { Type } from '@sinclair/typebox';
import { PAUSE_MESSAGES, PAUSE_MINUTES } from '../pause-messages';
import type { FieldMessages } from './common';

export const PauseState = Type.Object({
  until: Type.Union([Type.String(), Type.Null()], {
    description: 'ISO time the pause ends by itself; null: until staff resume.',
  }),
  message: Type.String({
    description: "What shoppers read: 'Not taking orders right now — back at 8:30 PM'.",
  }),
});

export const PauseBody = Type.Object({
  minutes: Type.Unsafe<(typeof PAUSE_MINUTES)[number] | null>({
    enum: [...PAUSE_MINUTES, null],
    description: '15, 30 or 60; null: until staff resume.',
  }),
});

/** The pause's refusal, for a length missing or not one of the three. */
export const PAUSE_BODY_MESSAGES: FieldMessages = {
  minutes: { required: PAUSE_MESSAGES.badMinutes, enum: PAUSE_MESSAGES.badMinutes },
};

export const PauseReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  paused: Type.Union([PauseState, Type.Null()], { description: 'null: orders are taken.' }),
});
