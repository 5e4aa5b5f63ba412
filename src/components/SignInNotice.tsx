/**
 * The whole page's message when it needs a signed-in shopper: a title, why, and a Sign In button
 * that opens the login dialog (plus any other way on).
 */
import type { ReactNode } from 'react';
import { useAppDispatch } from '../store/hooks';
import { dialogOpened } from '../store/uiSlice';
import { PageNotice } from './PageNotice';

export interface SignInNoticeProps {
  title: string;
  icon?: ReactNode;
  /** More actions after Sign In. */
  actions?: ReactNode;
  children: ReactNode;
}

export function SignInNotice({ title, icon, actions, children }: SignInNoticeProps) {
  const dispatch = useAppDispatch();
  return (
    <PageNotice
      level={1}
      icon={icon}
      title={title}
      actions={
        <>
          <button
            type="button"
            className="button"
            data-opens="auth-dialog"
            onClick={() => dispatch(dialogOpened('login'))}
          >
            Sign In
          </button>
          {actions}
        </>
      }
    >
      {children}
    </PageNotice>
  );
}
