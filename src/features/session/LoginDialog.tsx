/**
 * 'Login Now': email and password, and 'Forgot password?' (ForgotPasswordDialog.tsx). Checks,
 * messages and closing are the session actions' job.
 */
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { Dialog } from '../../components/Dialog';
import { dialogClosed, dialogOpened } from '../../store/uiSlice';
import { logIn } from '../../store/session/signIn';
import { TextField } from '../../components/TextField';
import { OFFLINE_MESSAGES } from '../../lib/online';
import { RECOVERY_MESSAGES } from '../../../contract/recovery-messages';
import { useOfflineNote } from './OfflineNote';
import { SwitchDialog } from './SwitchDialog';

export function LoginDialog() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const offline = useOfflineNote('login-offline', OFFLINE_MESSAGES.signIn, sending);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      if (await dispatch(logIn(email.trim(), password))) {
        setEmail('');
        setPassword('');
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog title="Login Now" restoreFocus={false} onClose={() => dispatch(dialogClosed())}>
      {/* The shop's own messages replace the browser's validation bubbles. */}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <button
          type="button"
          className="link-button auth-form__forgot"
          onClick={() => dispatch(dialogOpened('forgot'))}
        >
          {RECOVERY_MESSAGES.forgotLink}
        </button>
        {offline.note}
        <button {...offline.submit}>Login</button>
      </form>
      <SwitchDialog question="New to Tomato?" label="Create an Account" to="signup" />
    </Dialog>
  );
}
