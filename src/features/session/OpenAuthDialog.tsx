/**
 * The open login or sign-up dialog. Switching between the two swaps the dialog, so focus is handed
 * back from here, to whatever opened the first one.
 */
import { useEffect, useState } from 'react';
import type { DialogName } from '../../store/uiSlice';
import { LoginDialog } from './LoginDialog';
import { SignUpDialog } from './SignUpDialog';
import './auth-dialogs.css';

export function OpenAuthDialog({ name }: { name: DialogName }) {
  // Captured while rendering, before the dialog takes the focus.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );
  return name === 'login' ? <LoginDialog /> : <SignUpDialog />;
}
