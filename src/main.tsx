/** The SPA's entry: the store (rehydrated from localStorage first), the router and the app. */
// First, so every component's own styles come after the tokens and shared pieces.
import './styles/global.css';
import './styles/components.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { App } from './app/App';
import { makePersistor, makeStore } from './app/store';
import { Toasts } from './app/Toasts';

const store = makeStore();
const persistor = makePersistor(store);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      {/* Wait for the saved session so the first render already knows who is signed in. */}
      <PersistGate loading={null} persistor={persistor}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
        <Toasts />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
