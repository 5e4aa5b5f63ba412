/**
 * The console's promo codes: every code, newest first, with what it takes off, its minimum
 * subtotal, its dates, its uses and holds, whether it is once per account and whether it is active; 'New
 * promo code' and 'Deactivate' (docs/product.md#the-staff-console).
 */
import { useState, type FormEvent } from 'react';
import type { PromoCode } from '../../../contract/api';
import { formatRupees } from '../../../contract/rupees';
import { Dialog } from '../../components/Dialog';
import {
  useAnsweredSinceOpened,
  usePromoAddMutation,
  usePromoDeactivateMutation,
  usePromoListQuery,
} from './consoleApi';
import { ConfirmDialog, FormEnd, LineField, LoadFailed, useConsoleForm } from './ConsoleForm';
import {
  checkPromo,
  emptyPromo,
  promoBody,
  promoFieldOf,
  type PromoDraft,
  type PromoFormField,
} from './consoleRules';
import { CardButton } from './KitchenCard';

/** 'YYYY-MM-DD' as people read it: '1 Dec 2026'. */
function readableDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

function datesText({ startsOn, endsOn }: PromoCode): string {
  if (startsOn && endsOn) return `${readableDate(startsOn)} to ${readableDate(endsOn)}`;
  if (startsOn) return `From ${readableDate(startsOn)}`;
  if (endsOn) return `Until ${readableDate(endsOn)}`;
  return 'Any day';
}

/**
 * Paid uses and uses held by checkouts awaiting payment, apart, then the limit:
 * '3 used · 1 held · 100 in all'.
 */
function usesText({ uses, held, maxUses }: PromoCode): string {
  const limit = maxUses === null ? 'no limit' : `${maxUses} in all`;
  return `${uses} used · ${held} held · ${limit}`;
}

function PromoCard({ promo, onDeactivate }: { promo: PromoCode; onDeactivate: () => void }) {
  const headingId = `console-promo-${promo.code}`;
  const off = promo.kind === 'percent' ? `${promo.value}% off` : `${formatRupees(promo.value)} off`;
  return (
    <li>
      <article
        className={`console-promo card${promo.active ? '' : ' console-promo--inactive'}`}
        aria-labelledby={headingId}
      >
        <header className="console-promo__top">
          <h3 id={headingId} className="console-promo__code">
            {promo.code}
          </h3>
          <span className={`console-badge${promo.active ? '' : ' console-badge--off'}`}>
            {promo.active ? 'Active' : 'Inactive'}
          </span>
        </header>
        <p className="console-promo__off">{off}</p>
        <dl className="console-promo__facts">
          <div>
            <dt>Minimum subtotal</dt>
            <dd>{promo.minSubtotal > 0 ? formatRupees(promo.minSubtotal) : 'None'}</dd>
          </div>
          <div>
            <dt>Dates</dt>
            <dd>{datesText(promo)}</dd>
          </div>
          <div>
            <dt>Uses</dt>
            <dd>{usesText(promo)}</dd>
          </div>
          <div>
            <dt>Per account</dt>
            <dd>{promo.oncePerAccount ? 'Once' : 'Any number of times'}</dd>
          </div>
        </dl>
        {promo.active && (
          <div className="kitchen-card__actions">
            <CardButton quiet busy={false} describedBy={headingId} onPress={onDeactivate}>
              Deactivate
            </CardButton>
          </div>
        )}
      </article>
    </li>
  );
}

/** The discount's two kinds, as the dialog offers them. */
const DISCOUNT_KINDS = [
  ['percent', 'Percent off'],
  ['fixed', 'Fixed ₹ off'],
] as const;

function PromoDialog({ onClose }: { onClose: () => void }) {
  const { id, fieldId, problems, formProblem, forget, send } =
    useConsoleForm<PromoFormField>(promoFieldOf);
  const [draft, setDraft] = useState<PromoDraft>(emptyPromo);
  const [add, { isLoading: sending }] = usePromoAddMutation();

  function change<Field extends keyof PromoDraft>(field: Field, value: PromoDraft[Field]) {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'kind') forget('value');
    else if (field === 'startsOn') forget('startsOn', 'endsOn');
    else if (field !== 'oncePerAccount') forget(field as PromoFormField);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const result = await send(checkPromo(draft), () => add(promoBody(draft)));
    if (result?.data) onClose();
  }

  const fieldProps = (name: PromoFormField) => ({
    id: fieldId(name),
    problem: problems[name],
    value: draft[name],
    onValue: (value: string) => change(name, value),
  });

  return (
    <Dialog title="New promo code" onClose={onClose} wide>
      <form className="console-form" noValidate onSubmit={(event) => void submit(event)}>
        <LineField
          {...fieldProps('code')}
          label="Code"
          hint="3 to 20 letters or digits, e.g. WELCOME10."
          className="input console-promo__code-input"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <fieldset className="console-fieldset">
          <legend>Discount</legend>
          <div className="console-choices">
            {DISCOUNT_KINDS.map(([kind, label]) => (
              <label key={kind} className="console-choice">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind}
                  checked={draft.kind === kind}
                  onChange={() => change('kind', kind)}
                />
                {label}
              </label>
            ))}
          </div>
          <LineField
            {...fieldProps('value')}
            label={draft.kind === 'percent' ? 'Percent off (%)' : 'Amount off (₹)'}
            numeric
          />
        </fieldset>
        <LineField {...fieldProps('minSubtotal')} label="Minimum subtotal (₹, optional)" numeric />
        <div className="console-form__row">
          <LineField {...fieldProps('startsOn')} label="Starts on (optional)" type="date" />
          <LineField
            {...fieldProps('endsOn')}
            label="Ends on (optional)"
            hint="The last day it works."
            type="date"
            min={draft.startsOn || undefined}
          />
        </div>
        <LineField
          {...fieldProps('maxUses')}
          label="Total uses (optional)"
          hint="Paid orders in all; empty for no limit."
          numeric
        />
        <label className="console-choice">
          <input
            type="checkbox"
            checked={draft.oncePerAccount}
            onChange={(event) => change('oncePerAccount', event.target.checked)}
          />
          Once per account
        </label>
        <FormEnd
          problem={formProblem}
          onCancel={onClose}
          busy={sending}
          label="Create code"
          busyLabel="Creating…"
        />
      </form>
    </Dialog>
  );
}

function DeactivateDialog({ promo, onClose }: { promo: PromoCode; onClose: () => void }) {
  const [deactivate] = usePromoDeactivateMutation();
  return (
    <ConfirmDialog
      title={`Deactivate ${promo.code}?`}
      confirmLabel="Deactivate"
      keepLabel="Keep it active"
      send={() => deactivate({ code: promo.code })}
      onClose={onClose}
    >
      <p>Shoppers can no longer use it; orders already placed with it keep their discount.</p>
    </ConfirmDialog>
  );
}
export function PromoView() {
  const query = usePromoListQuery(undefined, { refetchOnMountOrArgChange: true });
  const { isError, error, refetch } = query;
  const data = useAnsweredSinceOpened(query);
  const [creating, setCreating] = useState(false);
  const [deactivating, setDeactivating] = useState<PromoCode | null>(null);

  let body;
  if (isError) {
    body = <LoadFailed what="the promo codes" error={error} onRetry={() => void refetch()} />;
  } else if (!data) {
    body = <p role="status">Loading the promo codes…</p>;
  } else if (data.length === 0) {
    body = <p className="kitchen__empty">No promo codes yet.</p>;
  } else {
    body = (
      <ul className="console-promos">
        {data.map((promo) => (
          <PromoCard key={promo.code} promo={promo} onDeactivate={() => setDeactivating(promo)} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="console-promos-title" aria-busy={!data && !isError}>
      <div className="kitchen__top">
        <h2 id="console-promos-title" className="console-view__title">
          Promo codes
        </h2>
        <button type="button" className="button" onClick={() => setCreating(true)}>
          New promo code
        </button>
      </div>
      {body}
      {creating && <PromoDialog onClose={() => setCreating(false)} />}
      {deactivating && (
        <DeactivateDialog promo={deactivating} onClose={() => setDeactivating(null)} />
      )}
    </section>
  );
}
