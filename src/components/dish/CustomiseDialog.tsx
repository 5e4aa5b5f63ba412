/**
 * The customise dialog of a dish with options (docs/product.md#dish-options): each group with its
 * rule in words, its options as radio buttons ('Choose 1') or checkboxes (further ones disabled
 * once the group's maximum is chosen), each with its price; a note for the kitchen; and
 * 'Add to cart — ₹N', the price of one as chosen. A required group not chosen keeps the button
 * disabled and says which. Checked with contract/options.ts, the server's own rules and sentences.
 * Loaded the first time a shopper opens it (AddControl.tsx).
 */
import { useId, useState, type FormEvent } from 'react';
import type { FoodItem } from '../../../contract/api';
import { AT_LIMIT } from '../../../contract/messages';
import { displayPrice } from '../../../contract/money';
import {
  defaultOptionIds,
  lineKeyOf,
  NOTE_MAX,
  noteProblem,
  resolveChoice,
  type LineChoice,
} from '../../../contract/options';
import { QUANTITY_MAX } from '../../../contract/rules';
import { formatRupees } from '../../../contract/rupees';
import { selectLineQuantity } from '../../store/cart/dishLines';
import { addDish } from '../../store/cart/thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Dialog } from '../Dialog';
import { OptionGroupField } from './OptionGroupField';
import './customise.css';

const NOTE_LABEL = 'Anything the kitchen should know?';

export interface CustomiseDialogProps {
  food: FoodItem;
  /** The choice to start from (the dish's line in the cart); else each group's default. */
  start?: LineChoice;
  onClose: () => void;
  /** After the line was added (the dialog then closes). */
  onAdded: () => void;
}

/** The options a dish's dialog starts with: `start`'s if the dish still has them, else defaults. */
function startingOptions(food: FoodItem, start?: LineChoice): string[] {
  const groups = food.optionGroups ?? [];
  if (start && resolveChoice(food.name, groups, start.optionIds).ok) return [...start.optionIds];
  const available = new Set(
    groups.flatMap((group) => group.options.filter((o) => o.available).map((o) => o.id)),
  );
  return defaultOptionIds(groups).filter((id) => available.has(id));
}

export function CustomiseDialog({ food, start, onClose, onAdded }: CustomiseDialogProps) {
  const dispatch = useAppDispatch();
  const groups = food.optionGroups ?? [];
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(startingOptions(food, start)),
  );
  const [note, setNote] = useState(start?.note ?? '');
  const id = useId();
  const resolved = resolveChoice(food.name, groups, [...chosen]);
  const key = resolved.ok
    ? lineKeyOf({ itemId: food._id, optionIds: resolved.optionIds, note })
    : '';
  const inCart = useAppSelector((state) => (key ? selectLineQuantity(state, key) : 0)) ?? 0;
  const extra = groups
    .flatMap((group) => group.options)
    .filter((option) => chosen.has(option.id))
    .reduce((sum, option) => sum + option.price, 0);
  const price = displayPrice(food.price) + extra;
  const noteTrouble = noteProblem(note);
  const problem = !resolved.ok ? resolved.message : inCart >= QUANTITY_MAX ? AT_LIMIT : noteTrouble;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (problem || !key) return;
    dispatch(addDish(key));
    onAdded();
  }

  return (
    <Dialog title={food.name} onClose={onClose} wide>
      <form className="customise" onSubmit={onSubmit} aria-describedby={`${id}-base`}>
        <p id={`${id}-base`} className="customise__description">
          {food.description}
        </p>
        {groups.map((group) => (
          <OptionGroupField
            key={group.id}
            group={group}
            chosen={chosen}
            onChange={(next) => setChosen(next)}
          />
        ))}
        <div className="field customise__note">
          <label htmlFor={`${id}-note`}>{NOTE_LABEL}</label>
          <input
            id={`${id}-note`}
            className="input"
            maxLength={NOTE_MAX}
            value={note}
            placeholder="No onion, extra crispy…"
            aria-describedby={`${id}-note-count`}
            aria-invalid={noteTrouble ? true : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-note-count`} className="customise__count">
            {noteTrouble ?? `${note.length} of ${NOTE_MAX} characters`}
          </p>
        </div>
        <div className="customise__footer">
          <p id={`${id}-problem`} className="customise__problem" aria-live="polite">
            {problem}
          </p>
          <button
            type="submit"
            className="button customise__add"
            disabled={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
          >
            Add to cart — {formatRupees(price)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
