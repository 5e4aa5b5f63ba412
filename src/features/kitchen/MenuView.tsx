/**
 * The console's Menu view: every dish on the menu by category, with its picture, its price as
 * shoppers see it and whether it is available; 'Add dish', and per dish 'Edit', 'Mark
 * unavailable' / 'Mark available' and 'Remove' (docs/product.md#the-staff-console). The list is
 * the menu's own (food/list, unavailable dishes included), asked afresh when the view opens and
 * changed by each reply.
 */
import { useMemo, useState } from 'react';
import type { FoodItem } from '../../../contract/api';
import { DIET_LABEL_NAMES } from '../../../contract/diet';
import { formatPrice } from '../../../contract/rupees';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { errorMessage, useFoodListQuery } from '../../api/apiSlice';
import { dishImageSrcSet, dishImageUrl } from '../../lib/images';
import { notify } from '../../lib/notify';
import {
  useAnsweredSinceOpened,
  useDishAvailabilityMutation,
  useDishRemoveMutation,
} from './consoleApi';
import { ConfirmDialog, LoadFailed } from './ConsoleForm';
import { DishDialog } from './DishDialog';
import { CardButton } from './KitchenCard';

type Editing = { dish?: FoodItem } | null;

/** The menu's categories in the order they first appear, each with its dishes. */
function byCategory(menu: readonly FoodItem[]): Array<[string, FoodItem[]]> {
  const groups = new Map<string, FoodItem[]>();
  for (const dish of menu) groups.set(dish.category, [...(groups.get(dish.category) ?? []), dish]);
  return [...groups];
}

function DishRow({
  dish,
  onEdit,
  onRemove,
}: {
  dish: FoodItem;
  onEdit: (dish: FoodItem) => void;
  onRemove: (dish: FoodItem) => void;
}) {
  const [markAvailable, { isLoading: sending }] = useDishAvailabilityMutation();
  const headingId = `console-dish-${dish._id}`;

  async function toggle() {
    const result = await markAvailable({ _id: dish._id, available: !dish.available });
    if ('data' in result && result.data) notify.success(result.data.message);
    else notify.error(errorMessage(result.error, ROUTE_MESSAGES.serverError));
  }

  return (
    <li>
      <article
        className={`console-dish card${dish.available ? '' : ' console-dish--unavailable'}`}
        aria-labelledby={headingId}
      >
        <img
          className="console-dish__picture"
          src={dishImageUrl(dish.image, 200)}
          srcSet={dishImageSrcSet(dish.image)}
          sizes="80px"
          width="80"
          height="80"
          alt=""
          loading="lazy"
        />
        <div className="console-dish__text">
          <h4 id={headingId} className="console-dish__name">
            {dish.name}
          </h4>
          <p className="console-dish__description">{dish.description}</p>
          <p className="console-dish__facts">
            <span className="console-dish__price">{formatPrice(dish.price)}</span>
            <span className={`console-badge${dish.available ? '' : ' console-badge--off'}`}>
              {dish.available ? 'Available' : 'Unavailable'}
            </span>
          </p>
          <p className="console-dish__labels">
            {dish.labels.length > 0
              ? dish.labels.map((label) => DIET_LABEL_NAMES[label]).join(' · ')
              : 'No dietary labels'}
          </p>
        </div>
        <div className="console-dish__actions">
          <CardButton quiet busy={false} describedBy={headingId} onPress={() => onEdit(dish)}>
            Edit
          </CardButton>
          <CardButton quiet busy={sending} describedBy={headingId} onPress={() => void toggle()}>
            {dish.available ? 'Mark unavailable' : 'Mark available'}
          </CardButton>
          <CardButton quiet busy={false} describedBy={headingId} onPress={() => onRemove(dish)}>
            Remove
          </CardButton>
        </div>
      </article>
    </li>
  );
}

function RemoveDialog({ dish, onClose }: { dish: FoodItem; onClose: () => void }) {
  const [remove] = useDishRemoveMutation();
  return (
    <ConfirmDialog
      title={`Remove ${dish.name}?`}
      confirmLabel="Remove dish"
      keepLabel="Keep dish"
      send={() => remove({ _id: dish._id })}
      onClose={onClose}
    >
      <p>
        It leaves the menu and shoppers&apos; carts for good; past orders keep it. To take it off
        for a while, mark it unavailable instead.
      </p>
    </ConfirmDialog>
  );
}

export function MenuView() {
  const query = useFoodListQuery(undefined, { refetchOnMountOrArgChange: true });
  const { isError, error, refetch } = query;
  const menu = useAnsweredSinceOpened(query);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<FoodItem | null>(null);
  const groups = useMemo(() => byCategory(menu ?? []), [menu]);
  const categories = groups.map(([category]) => category);

  let body;
  if (isError && !menu) {
    body = <LoadFailed what="the menu" error={error} onRetry={() => void refetch()} />;
  } else if (!menu) {
    body = <p role="status">Loading the menu…</p>;
  } else if (menu.length === 0) {
    body = <p className="kitchen__empty">No dishes yet. Add the first one.</p>;
  } else {
    body = groups.map(([category, dishes], index) => (
      <section
        key={category}
        className="kitchen__column console-category"
        aria-labelledby={`console-category-${index}`}
      >
        <h3 id={`console-category-${index}`} className="kitchen__column-title">
          {category} <span className="kitchen__count">({dishes.length})</span>
        </h3>
        <ul className="console-dishes">
          {dishes.map((dish) => (
            <DishRow
              key={dish._id}
              dish={dish}
              onEdit={(chosen) => setEditing({ dish: chosen })}
              onRemove={setRemoving}
            />
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <section aria-labelledby="console-menu-title" aria-busy={!menu && !isError}>
      <div className="kitchen__top">
        <h2 id="console-menu-title" className="console-view__title">
          Menu
        </h2>
        <button type="button" className="button" onClick={() => setEditing({})}>
          Add dish
        </button>
      </div>
      {body}
      {editing && (
        <DishDialog dish={editing.dish} categories={categories} onClose={() => setEditing(null)} />
      )}
      {removing && <RemoveDialog dish={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}
