/**
 * /reset-password?token=...: where an emailed reset link leads (docs/product.md#accounts). The
 * new password twice, by the sign-up rules; the server ends every session of the account and
 * logs this browser in, the guest cart merged as at login. A used, expired or unknown link says
 * so and offers to ask for a new one. The form is the same with or without a token (the page is
 * prerendered without one): the server judges the token.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { RECOVERY_MESSAGES } from '../../../contract/recovery-messages';
import { PAGE_PATHS } from '../../../contract/routes';
import { PASSWORD_MIN } from '../../../contract/rules';
import { errorMessage } from '../../api/apiSlice';
import { TextField } from '../../components/TextField';
import { passwordProblem } from '../../lib/validation';
import { useResetPasswordMutation } from '../../store/session/recoveryApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../lib/notify';
import { enterSession } from '../../store/session/signIn';
import { dialogOpened } from '../../store/uiSlice';
import './ResetPasswordPage.css';

type ApiError = Parameters<typeof errorMessage>[0];

const GONE = 410;

function problemWith(password: string, confirmation: string): string | undefined {
  if (!password || !confirmation) return PAGE_MESSAGES.fillAll;
  return (
    passwordProblem(password) ??
    (password === confirmation ? undefined : PAGE_MESSAGES.passwordsDiffer)
  );
}

export function ResetPasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [expired, setExpired] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = problemWith(password, confirmation);
    if (invalid) return notify.error(invalid);
    try {
      const reply = await reset({ token: params.get('token') ?? '', password }).unwrap();
      await dispatch(enterSession(reply, reply.message || RECOVERY_MESSAGES.passwordReset));
      void navigate(PAGE_PATHS.home, { replace: true });
    } catch (error) {
      if ((error as { status?: unknown }).status === GONE) setExpired(true);
      else notify.error(errorMessage(error as ApiError, PAGE_MESSAGES.somethingWrong));
    }
  }

  return (
    <div className="page container reset-password">
      <h1 className="page-title">Reset password</h1>
      {expired ? (
        <div className="reset-password__card card" role="alert">
          <p className="reset-password__expired">{RECOVERY_MESSAGES.expired}</p>
          <button type="button" className="button" onClick={() => dispatch(dialogOpened('forgot'))}>
            Ask for a new link
          </button>
        </div>
      ) : (
        <form className="reset-password__card card" noValidate onSubmit={onSubmit}>
          <p className="reset-password__note">
            Choose a new password. Every device where you are signed in is logged out, and you are
            logged in here.
          </p>
          <TextField
            id="reset-new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            aria-describedby="reset-password-hint"
            required
            value={password}
            onValueChange={setPassword}
          >
            <p id="reset-password-hint" className="reset-password__hint">
              At least {PASSWORD_MIN} characters.
            </p>
          </TextField>
          <TextField
            id="reset-confirm-password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            value={confirmation}
            onValueChange={setConfirmation}
          />
          <button type="submit" className="button" disabled={isLoading}>
            Set new password
          </button>
        </form>
      )}
    </div>
  );
}
