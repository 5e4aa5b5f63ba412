import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadOutage } from '../src/api/baseQuery';

// Pages load their chunks lazily and talk to a real HTTP server; on a busy 2-core machine that
// can take longer than Testing Library's default second. What must appear still must appear.
configure({ asyncUtilTimeout: 5000 });

// The base query loads src/api/outage.ts on a call's first failure that may pass. A page test can
// end with such a call still in flight, and Jest refuses a module loaded after its test file has
// ended: the module is loaded once beforehand, as a browser that has met one failure has it.
beforeAll(() => loadOutage());
