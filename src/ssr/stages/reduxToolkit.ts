// A stage of the app's start (start.tsx): importing this runs Redux Toolkit's top level (with
// Immer, Redux and Reselect) in a task of its own. One export the store uses anyway: a namespace
// import of the package would keep all of it in the bundle.
export { configureStore } from '@reduxjs/toolkit';
