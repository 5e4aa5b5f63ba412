/**
 * A delivery area's form, new or to change: its name, the PIN codes it covers (pasted or typed,
 * any separators; what is not a PIN code is named as it is typed), its delivery fee and its
 * minimum order. Checked with the server's words before sending.
 */
import { useState, type FormEvent } from 'react';
import { pinCodesOf, type DeliveryArea } from '../../../contract/fulfilment';
import { Dialog } from '../../components/Dialog';
import { useAreaSaveMutation } from './areasApi';
import { Field, FormEnd, LineField, useConsoleForm } from './ConsoleForm';
import {
  areaBody,
  areaDraftOf,
  areaFieldOf,
  checkArea,
  emptyArea,
  type AreaDraft,
  type AreaField,
} from './fulfilmentRules';

const PINS_HINT = 'Six digits each, separated by commas, spaces or new lines.';

/**
 * What the PIN codes typed so far come to: '3 PIN codes', and the words that are not PIN codes
 * (a word still being typed, at the end, is left out until a separator follows it).
 */
function pinsSummary(typed: string): string {
  const finished = /[\s,;]$/.test(typed) ? typed : typed.replace(/[^\s,;]+$/, '');
  const { pins } = pinCodesOf(typed);
  const { invalid } = pinCodesOf(finished);
  const count = `${pins.length} PIN code${pins.length === 1 ? '' : 's'}`;
  return invalid.length > 0 ? `${count} · not PIN codes: ${invalid.join(', ')}` : count;
}

export function AreaDialog({ area, onClose }: { area?: DeliveryArea; onClose: () => void }) {
  const { fieldId, problems, formProblem, forget, send } = useConsoleForm<AreaField>(areaFieldOf);
  const [draft, setDraft] = useState<AreaDraft>(() => (area ? areaDraftOf(area) : emptyArea()));
  const [save, { isLoading: sending }] = useAreaSaveMutation();

  function change(field: AreaField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    forget(field);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const result = await send(checkArea(draft), () => save(areaBody(draft, area?.id)));
    if (result?.data) onClose();
  }

  const fieldProps = (name: AreaField) => ({
    id: fieldId(name),
    problem: problems[name],
    value: draft[name],
    onValue: (value: string) => change(name, value),
  });

  return (
    <Dialog title={area ? `Edit ${area.name}` : 'New delivery area'} onClose={onClose} wide>
      <form className="console-form" noValidate onSubmit={(event) => void submit(event)}>
        <LineField {...fieldProps('name')} label="Name" hint="For example, Indiranagar." />
        <Field
          id={fieldId('pins')}
          label="PIN codes"
          hint={`${PINS_HINT} ${pinsSummary(draft.pins)}.`}
          problem={problems.pins}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              spellCheck={false}
              value={draft.pins}
              onChange={(event) => change('pins', event.target.value)}
            />
          )}
        </Field>
        <div className="console-form__row">
          <LineField
            {...fieldProps('fee')}
            label="Delivery fee (₹)"
            hint="Whole rupees; 0 for free delivery."
            numeric
          />
          <LineField
            {...fieldProps('minimum')}
            label="Minimum order (₹)"
            hint="Subtotal in whole rupees; 0 for none."
            numeric
          />
        </div>
        <FormEnd
          problem={formProblem}
          onCancel={onClose}
          busy={sending}
          label={area ? 'Save area' : 'Add area'}
          busyLabel="Saving…"
        />
      </form>
    </Dialog>
  );
}
