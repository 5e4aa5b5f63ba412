/**
 * The console's delivery areas (docs/product.md#delivery-areas): each area with its PIN codes,
 * delivery fee and minimum order; 'New area', and per area 'Edit' and 'Remove'. Until one exists
 * the shop delivers to every PIN code for the spec's flat fee, which the view says. Cards are laid
 * out as promo codes are (console.css).
 */
import { useState } from 'react';
import type { DeliveryArea } from '../../../contract/fulfilment';
import { DELIVERY_FEE } from '../../../contract/money';
import { formatRupees } from '../../../contract/rupees';
import { AreaDialog } from './AreaDialog';
import { useAreaListQuery, useAreaRemoveMutation } from './areasApi';
import { useAnsweredSinceOpened } from './consoleApi';
import { ConfirmDialog, LoadFailed } from './ConsoleForm';
import { CardButton } from './KitchenCard';
import './areas.css';

type Editing = { area?: DeliveryArea } | null;

/** '3 PIN codes', '1 PIN code'. */
const pinCount = (count: number) => `${count} PIN code${count === 1 ? '' : 's'}`;

function AreaCard({
  area,
  onEdit,
  onRemove,
}: {
  area: DeliveryArea;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const headingId = `console-area-${area.id}`;
  return (
    <li>
      <article className="console-promo card" aria-labelledby={headingId}>
        <h3 id={headingId} className="console-area__name">
          {area.name}
        </h3>
        <dl className="console-promo__facts">
          <div>
            <dt>Delivery fee</dt>
            <dd>{area.fee > 0 ? formatRupees(area.fee) : 'Free'}</dd>
          </div>
          <div>
            <dt>Minimum order</dt>
            <dd>{area.minimum > 0 ? formatRupees(area.minimum) : 'None'}</dd>
          </div>
          <div className="console-area__pins">
            <dt>{pinCount(area.pins.length)}</dt>
            <dd>{area.pins.join(', ')}</dd>
          </div>
        </dl>
        <div className="kitchen-card__actions">
          <CardButton busy={false} describedBy={headingId} onPress={onEdit}>
            Edit
          </CardButton>
          <CardButton quiet busy={false} describedBy={headingId} onPress={onRemove}>
            Remove
          </CardButton>
        </div>
      </article>
    </li>
  );
}

function RemoveDialog({
  area,
  last,
  onClose,
}: {
  area: DeliveryArea;
  last: boolean;
  onClose: () => void;
}) {
  const [remove] = useAreaRemoveMutation();
  return (
    <ConfirmDialog
      title={`Remove ${area.name}?`}
      confirmLabel="Remove area"
      keepLabel="Keep it"
      send={() => remove({ id: area.id })}
      onClose={onClose}
    >
      <p>
        {last
          ? `It is the last area: the shop then delivers to every PIN code for ${formatRupees(DELIVERY_FEE)}.`
          : 'Its PIN codes are no longer delivered to, unless another area covers them.'}{' '}
        Orders already placed keep their fee.
      </p>
    </ConfirmDialog>
  );
}

/** Where the shop delivers while the list is as shown. */
function Coverage({ areas }: { areas: readonly DeliveryArea[] }) {
  return (
    <p className="console-areas__coverage">
      {areas.length === 0
        ? `No delivery areas yet: the shop delivers to every PIN code for ${formatRupees(DELIVERY_FEE)}. Once you add an area, only the areas' PIN codes are delivered to.`
        : 'Only the PIN codes of these areas are delivered to; shoppers elsewhere can pick up.'}
    </p>
  );
}

export function AreasView() {
  const query = useAreaListQuery(undefined, { refetchOnMountOrArgChange: true });
  const { isError, error, refetch } = query;
  const areas = useAnsweredSinceOpened(query);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<DeliveryArea | null>(null);

  let body;
  if (isError) {
    body = <LoadFailed what="the delivery areas" error={error} onRetry={() => void refetch()} />;
  } else if (!areas) {
    body = <p role="status">Loading the delivery areas…</p>;
  } else {
    body = (
      <>
        <Coverage areas={areas} />
        {areas.length > 0 && (
          <ul className="console-promos">
            {areas.map((area) => (
              <AreaCard
                key={area.id}
                area={area}
                onEdit={() => setEditing({ area })}
                onRemove={() => setRemoving(area)}
              />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="console-areas-title" aria-busy={!areas && !isError}>
      <div className="kitchen__top">
        <h2 id="console-areas-title" className="console-view__title">
          Delivery areas
        </h2>
        <button type="button" className="button" onClick={() => setEditing({})}>
          New area
        </button>
      </div>
      {body}
      {editing && <AreaDialog area={editing.area} onClose={() => setEditing(null)} />}
      {removing && (
        <RemoveDialog
          area={removing}
          last={areas?.length === 1}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
