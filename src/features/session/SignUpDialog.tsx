/** 'Sign Up': name, email and password. On success the session actions log the shopper in. */
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN } from '../../../contract/rules';
import { useAppDispatch } from '../../store/hooks';
import { Dialog } from '../../components/Dialog';
import { dialogClosed } from '../../store/uiSlice';
import { signUp } from '../../store/session/signIn';
import { TextField } from '../../components/TextField';
import { OFFLINE_MESSAGES } from '../../lib/online';
import { useOfflineNote } from './OfflineNote';
import { SwitchDialog } from './SwitchDialog';

export function SignUpDialog() {
  const dispatch = useAppDispatch();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const offline = useOfflineNote('signup-offline', OFFLINE_MESSAGES.signUp, sending);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      if (await dispatch(signUp(name.trim(), email.trim(), password))) {
        setName('');
        setEmail('');
        setPassword('');
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog title="Sign Up" restoreFocus={false} onClose={() => dispatch(dialogClosed())}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          id="signup-name"
          label="Name"
          autoComplete="name"
          required
          value={name}
          onValueChange={setName}
        />
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
        />
        <TextField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          aria-describedby="signup-password-hint"
          required
          value={password}
          onValueChange={setPassword}
        >
          <p id="signup-password-hint" className="field__hint">
            At least {PASSWORD_MIN} characters.
          </p>
        </TextField>
        {offline.note}
        <button {...offline.submit}>Create Account</button>
      </form>
      <SwitchDialog question="Already have an account?" label="Login" to="login" />
    </Dialog>
  );
}
