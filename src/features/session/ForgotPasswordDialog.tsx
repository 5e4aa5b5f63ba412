/**
 * 'Forgot password?': asks for the email and answers, in the dialog, the one sentence the server
 * gives whether or not an account uses it (docs/product.md#accounts). The link itself comes by
 * email and opens the reset page.
 */
import { useState, type FormEvent } from 'react';
import { RECOVERY_MESSAGES } from '../../../contract/recovery-messages';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { isEmail } from '../../../contract/rules';
import { errorMessage } from '../../api/apiSlice';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { OFFLINE_MESSAGES } from '../../lib/online';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../lib/notify';
import { dialogClosed } from '../../store/uiSlice';
import { useOfflineNote } from './OfflineNote';
import { SwitchDialog } from './SwitchDialog';
import { useForgotPasswordMutation } from '../../store/session/recoveryApi';

type ApiError = Parameters<typeof errorMessage>[0];

export function ForgotPasswordDialog() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const [ask, { isLoading }] = useForgotPasswordMutation();
  const offline = useOfflineNote('forgot-offline', OFFLINE_MESSAGES.signIn, isLoading);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = email.trim();
    if (!wanted) return notify.error(PAGE_MESSAGES.fillAll);
    if (!isEmail(wanted)) return notify.error(PAGE_MESSAGES.invalidEmail);
    try {
      const reply = await ask({ email: wanted }).unwrap();
      setSent(reply.message || RECOVERY_MESSAGES.linkSent);
    } catch (error) {
      notify.error(errorMessage(error as ApiError, PAGE_MESSAGES.somethingWrong));
    }
  }

  return (
    <Dialog
      title={RECOVERY_MESSAGES.forgotTitle}
      restoreFocus={false}
      onClose={() => dispatch(dialogClosed())}
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <p className="auth-form__lead">
          Enter the email of your account. We will send you a link to set a new password.
        </p>
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setSent('');
          }}
        />
        {offline.note}
        <button {...offline.submit}>Send link</button>
      </form>
      <p className="auth-form__sent" role="status">
        {sent}
      </p>
      <SwitchDialog question="Remembered it?" label="Login" to="login" />
    </Dialog>
  );
}
