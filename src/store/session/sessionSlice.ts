/** Who is signed in: the token the API wants, and the shopper's id and name. Persisted. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionRefused } from '../../api/baseQuery';

export interface SessionState {
  token: string | null;
  userId: string | null;
  username: string | null;
}

const initialState: SessionState = { token: null, userId: null, username: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(_state, action: PayloadAction<{ token: string; userId: string; username: string }>) {
      return action.payload;
    },
    loggedOut() {
      return initialState;
    },
    /** A password change ended every earlier token: this one replaces the browser's. */
    tokenRenewed(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
  },
  // The server refused the session's token (the base query): it ends as on a log-out.
  extraReducers: (builder) => builder.addCase(sessionRefused, () => initialState),
  selectors: {
    selectToken: (state) => state.token,
    selectUserId: (state) => state.userId,
    selectUsername: (state) => state.username,
    selectIsLoggedIn: (state) => state.token !== null,
  },
});

export const { loggedIn, loggedOut, tokenRenewed } = sessionSlice.actions;
export const { selectToken, selectUserId, selectUsername, selectIsLoggedIn } =
  sessionSlice.selectors;
