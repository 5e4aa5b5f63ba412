import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages load their chunks lazily and talk to a real HTTP server; on a busy 2-core machine that
// can take longer than Testing Library's default second. What must appear still must appear.
configure({ asyncUtilTimeout: 5000 });
