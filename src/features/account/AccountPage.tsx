/**
 * /Account: who is signed in, the address book (AddressBook.tsx), the password change, and 'Log
 * out everywhere' (which asks first).
 * Signed out, it offers the login dialog, as /MyOrders does.
 */
import { useState } from 'react';
import { errorMessage } from '../../api/apiSlice';
import { useLogoutEverywhereMutation } from './accountApi';
import { useAppSelector } from '../../store/hooks';
import { notify } from '../../lib/notify';
import { Dialog } from '../../components/Dialog';
import { SignInNotice } from '../../components/SignInNotice';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { selectIsLoggedIn, selectUsername } from '../../store/session/sessionSlice';
import { selectVisitorKnown } from '../../store/uiSlice';
import { useLogOut } from '../../components/useLogOut';
import { AddressBook } from './AddressBook';
import { ChangePasswordForm } from './ChangePasswordForm';
import './AccountPage.css';

function LogOutEverywhere() {
  const logout = useLogOut();
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    try {
      const reply = await logoutEverywhere().unwrap();
      setConfirming(false);
      logout({ endedOnServer: true, message: reply.message ?? PAGE_MESSAGES.loggedOutEverywhere });
    } catch (error) {
      // The sessions were not ended: the shopper stays signed in here and can try again.
      notify.error(
        errorMessage(error as Parameters<typeof errorMessage>[0], PAGE_MESSAGES.somethingWrong),
      );
    }
  }

  return (
    <>
      <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
        Log out everywhere
      </button>
      {confirming && (
        <Dialog title="Log out everywhere?" onClose={() => setConfirming(false)}>
          <p className="account__confirm-text">
            You will be logged out on every device where you are signed in, this one included.
          </p>
          <div className="account__confirm-actions">
            <button type="button" className="button" disabled={isLoading} onClick={confirm}>
              Log out everywhere
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

export function AccountPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const username = useAppSelector(selectUsername);
  const visitorKnown = useAppSelector(selectVisitorKnown);

  if (!visitorKnown) {
    return (
      <div className="page container account" aria-busy="true">
        <h1 className="page-title">Account</h1>
      </div>
    );
  }

  if (!loggedIn) {
    return (
      <div className="page container account">
        <SignInNotice title="Account">
          <p>Sign in to change your password or log out of your other devices.</p>
        </SignInNotice>
      </div>
    );
  }

  return (
    <div className="page container account">
      <h1 className="page-title">Account</h1>
      {username && (
        <p className="account__who">
          Signed in as <strong>{username}</strong>
        </p>
      )}
      <AddressBook />
      <section className="account__section card" aria-labelledby="account-password">
        <h2 id="account-password">Change password</h2>
        <p className="account__note">Every other device where you are signed in is logged out.</p>
        <ChangePasswordForm />
      </section>
      <section className="account__section card" aria-labelledby="account-sessions">
        <h2 id="account-sessions">Devices</h2>
        <p className="account__note">
          Signed in on a phone or computer you no longer use? End every session, this one included.
        </p>
        <LogOutEverywhere />
      </section>
    </div>
  );
}
