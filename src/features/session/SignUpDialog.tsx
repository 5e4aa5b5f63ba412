/**
 * 'Sign Up': name, email and password. On success the session actions log the shopper in. A
 * refusal the server gives about one field (its `field`: the common-password rule's 'password')
 * is shown under that field, which is marked invalid, described by it, and takes the focus.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { PASSWORD_MIN } from '../../../contract/rules';
import { useAppDispatch } from '../../store/hooks';
import { Dialog } from '../../components/Dialog';
import { dialogClosed } from '../../store/uiSlice';
import { signUp, type SignUpField, type SignUpOutcome } from '../../store/session/signIn';
import { TextField } from '../../components/TextField';
import { OFFLINE_MESSAGES } from '../../lib/online';
import { useOfflineNote } from './OfflineNote';
import { SwitchDialog } from './SwitchDialog';

type Refused = Extract<SignUpOutcome, { made: false }>['refused'];

const fieldId = (field: SignUpField) => `signup-${field}`;

export function SignUpDialog() {
  const dispatch = useAppDispatch();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<Refused>();
  const offline = useOfflineNote('signup-offline', OFFLINE_MESSAGES.signUp, sending);

  // The field takes the focus once it is described by its problem, so it is read with it.
  useEffect(() => {
    if (refused) document.getElementById(fieldId(refused.field))?.focus();
  }, [refused]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setRefused(undefined);
    try {
      const outcome = await dispatch(signUp(name.trim(), email.trim(), password));
      if (outcome.made) {
        setName('');
        setEmail('');
        setPassword('');
      } else setRefused(outcome.refused);
    } finally {
      setSending(false);
    }
  }

  /** What a field takes: its value, its problem (forgotten once it changes) and its id. */
  function field(which: SignUpField, value: string, onValue: (value: string) => void) {
    const problem = refused?.field === which ? refused.message : undefined;
    return {
      id: fieldId(which),
      value,
      onValueChange: (typed: string) => {
        onValue(typed);
        if (problem) setRefused(undefined);
      },
      problem,
    };
  }

  return (
    <Dialog title="Sign Up" restoreFocus={false} onClose={() => dispatch(dialogClosed())}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <SignUpInput {...field('name', name, setName)} label="Name" autoComplete="name" />
        <SignUpInput
          {...field('email', email, setEmail)}
          label="Email"
          type="email"
          autoComplete="email"
        />
        <SignUpInput
          {...field('password', password, setPassword)}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
        />
        {offline.note}
        <button {...offline.submit}>Create Account</button>
      </form>
      <SwitchDialog question="Already have an account?" label="Login" to="login" />
    </Dialog>
  );
}

/** One of the form's fields: its hint and its problem under it, both read with the input. */
function SignUpInput({
  id,
  hint,
  problem,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  type?: string;
  autoComplete: string;
  hint?: string;
  problem?: string;
}) {
  const hintId = `${id}-hint`;
  const problemOf = `${id}-problem`;
  const describedBy = [hint && hintId, problem && problemOf].filter(Boolean).join(' ');
  return (
    <TextField
      id={id}
      required
      aria-invalid={problem ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...input}
    >
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={problemOf} className="auth-form__problem">
          {problem}
        </p>
      )}
    </TextField>
  );
}
