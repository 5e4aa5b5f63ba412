/**
 * The password change: the current password, and the new one twice. The server ends every other
 * session and sends this browser a new token, which replaces the old one.
 */
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/apiSlice';
import { useChangePasswordMutation } from './accountApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../lib/notify';
import { TextField } from '../../components/TextField';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { validatePasswordChange } from '../../lib/validation';
import { tokenRenewed } from '../../store/session/sessionSlice';

export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validatePasswordChange(current, next, confirmation);
    if (invalid) {
      notify.error(invalid);
      return;
    }
    try {
      const reply = await changePassword({ currentPassword: current, newPassword: next }).unwrap();
      dispatch(tokenRenewed(reply.token));
      notify.success(reply.message ?? PAGE_MESSAGES.passwordChanged);
      setCurrent('');
      setNext('');
      setConfirmation('');
    } catch (error) {
      notify.error(
        errorMessage(error as Parameters<typeof errorMessage>[0], PAGE_MESSAGES.somethingWrong),
      );
    }
  }

  return (
    // The shop's own messages replace the browser's validation bubbles.
    <form className="account__form" noValidate onSubmit={onSubmit}>
      <TextField
        id="account-current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onValueChange={setCurrent}
      />
      <TextField
        id="account-new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        value={next}
        onValueChange={setNext}
      />
      <TextField
        id="account-confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onValueChange={setConfirmation}
      />
      <button type="submit" className="button" disabled={isLoading}>
        Change password
      </button>
    </form>
  );
}
