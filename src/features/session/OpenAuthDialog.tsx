/**
 * The open login, sign-up or forgotten-password dialog. Switching between the two swaps the dialog, so focus is handed
 * back from here, to whatever opened the first one (on a phone 'Open menu': the drawer that held
 * Sign In closes first).
 */
import { useEffect, useState } from 'react';
import { returnFocus } from '../../components/focus';
import type { DialogName } from '../../store/uiSlice';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LoginDialog } from './LoginDialog';
import { SignUpDialog } from './SignUpDialog';
import './auth-dialogs.css';

export function OpenAuthDialog({ name }: { name: DialogName }) {
  // Captured while rendering, before the dialog takes the focus.
  const [opener] = useState(() => document.activeElement);
  // Sign In is gone after a login: the focus then goes to the page's heading.
  useEffect(() => () => returnFocus(opener), [opener]);
  if (name === 'forgot') return <ForgotPasswordDialog />;
  return name === 'login' ? <LoginDialog /> : <SignUpDialog />;
}
