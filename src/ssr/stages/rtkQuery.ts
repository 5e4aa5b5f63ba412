// A stage of the app's start (start.tsx): importing this runs RTK Query's top level (with React
// and React Redux) in a task of its own. One export the API slice uses anyway.
export { createApi } from '@reduxjs/toolkit/query/react';
