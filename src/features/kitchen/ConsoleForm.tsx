/**
 * What the console's views share: a labelled field with its hint and its problem (named by the
 * control's aria-describedby), the focus taken to the first field with a problem, a form's
 * buttons, the dialog asking staff to confirm a step that cannot be undone, and the notice when
 * a view's data could not be loaded.
 */
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import {
  useEffect,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { errorMessage } from '../../api/apiSlice';
import { refusedField } from '../../api/refusedField';
import { Dialog } from '../../components/Dialog';
import { PageNotice } from '../../components/PageNotice';
import { notify } from '../../lib/notify';

/** What a control of a field takes: its id, whether it is invalid and what describes it. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the control, and read with it. */
  hint?: string;
  /** The shop's words for what is wrong, shown under the hint. */
  problem?: string;
  children: (control: ControlProps) => ReactElement;
}

export function Field({ id, label, hint, problem, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const described = [hint && hintId, problem && problemId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        className: 'input',
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p id={hintId} className="console-hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={problemId} className="console-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

export interface LineFieldProps
  extends
    Omit<FieldProps, 'children'>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  value: string;
  onValue: (value: string) => void;
  /** Whole numbers: a phone shows its number pad. */
  numeric?: boolean;
}

/** A one-line field; anything else an input takes passes through (type, list, className...). */
export function LineField({
  id,
  label,
  hint,
  problem,
  value,
  onValue,
  numeric = false,
  ...input
}: LineFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} problem={problem}>
      {(control) => (
        <input
          {...control}
          autoComplete="off"
          inputMode={numeric ? 'numeric' : undefined}
          {...input}
          value={value}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </Field>
  );
}

/** What an RTK Query mutation's trigger settles with. */
export type Sent<Reply extends { message: string } = { message: string }> =
  | { data: Reply; error?: undefined }
  | { data?: undefined; error: FetchBaseQueryError | SerializedError };

/**
 * A console form's state: each field's problem and the form's own. `send` takes the problems the
 * form found (in its order): with any, they are shown and the first field takes the focus;
 * without, it sends, says the server's success in a toast, and shows a refusal at the field its
 * `field` names (`fieldOf` gives the form's field of it) or under the form.
 */
export function useConsoleForm<Field extends string>(
  fieldOf: (refused: string) => Field | undefined = () => undefined,
) {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [formProblem, setFormProblem] = useState('');
  const focus = useFocusAfterRender();

  function forget(...fields: Field[]) {
    setProblems((current) => {
      const rest = { ...current };
      fields.forEach((field) => delete rest[field]);
      return rest;
    });
  }

  function refuse(field: Field, message: string) {
    setProblems((current) => ({ ...current, [field]: message }));
    focus(fieldId(field));
  }

  async function send<Reply extends { message: string }>(
    found: ReadonlyArray<readonly [Field, string]>,
    sendIt: () => Promise<Sent<Reply>>,
  ): Promise<Sent<Reply> | undefined> {
    setFormProblem('');
    const [first] = found;
    if (first) {
      setProblems(Object.fromEntries(found) as Partial<Record<Field, string>>);
      focus(fieldId(first[0]));
      return undefined;
    }
    const result = await sendIt();
    if (result.data) {
      notify.success(result.data.message);
      setProblems({});
      return result;
    }
    const message = errorMessage(result.error, ROUTE_MESSAGES.serverError);
    const field = fieldOf(refusedField(result.error));
    if (field) refuse(field, message);
    else setFormProblem(message);
    return result;
  }

  return { id, fieldId, problems, formProblem, forget, refuse, send };
}

/**
 * Moves the focus to a control by id once the render that shows its problem is on screen (so a
 * screen reader reads the control with its problem).
 */
function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return (id) => setTarget({ id });
}

/** A form's refusal that names no field, and its buttons: Cancel (in a dialog) and submit. */
export function FormEnd({
  problem,
  onCancel,
  busy,
  label,
  busyLabel,
}: {
  problem: string;
  onCancel?: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <p className="console-form__problem" role="alert">
        {problem}
      </p>
      <div className="console-form__actions">
        {onCancel && (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button" aria-disabled={busy}>
          {busy ? busyLabel : label}
        </button>
      </div>
    </>
  );
}

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  /** Sends the step; its success is said in a toast and closes the dialog, a refusal stays in it. */
  send: () => Promise<Sent>;
  onClose: () => void;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  keepLabel,
  send,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  async function confirm() {
    setBusy(true);
    const result = await send();
    setBusy(false);
    if (result.data) {
      notify.success(result.data.message);
      onClose();
    } else {
      setProblem(errorMessage(result.error, ROUTE_MESSAGES.serverError));
    }
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <div className="console-form">
        {children}
        <p className="console-form__problem" role="alert">
          {problem}
        </p>
        <div className="console-form__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            {keepLabel}
          </button>
          <button
            type="button"
            className="button"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) void confirm();
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** In place of a view (or the whole page, level 1) whose data did not come: why, and Try again. */
export function LoadFailed({
  what,
  error,
  onRetry,
  level = 2,
}: {
  what: string;
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry: () => void;
  level?: 1 | 2;
}) {
  return (
    <PageNotice
      level={level}
      tone="danger"
      title={`We could not load ${what}`}
      actions={
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      }
    >
      <p>{errorMessage(error, 'Check your connection and try again.')}</p>
    </PageNotice>
  );
}
