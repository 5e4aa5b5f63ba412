/** Logs the shopper out (src/store/session/thunks.ts) and takes them to the home page. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_PATHS } from '../../contract/routes';
import { useAppDispatch } from '../store/hooks';
import { logOut } from '../store/session/thunks';

export function useLogOut(): (options?: Parameters<typeof logOut>[0]) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (options) => {
      // Home first: the page the shopper leaves may stop rendering once the session is gone.
      void navigate(PAGE_PATHS.home);
      dispatch(logOut(options));
    },
    [dispatch, navigate],
  );
}
