/**
 * Lets the browser's build leave out the parts of React Router the shop never renders.
 *
 * React Router's production build names each component and context for React's developer tools
 * (`NavLink.displayName = "NavLink"`) at the top of its module, and creates them with calls the
 * minifier cannot tell are free of side effects (`React.forwardRef(...)`). Both keep every one of
 * them in the bundle, used or not: Form, ScrollRestoration, NavLink and their helpers, in what
 * `/` sends first (docs/operations.md#benchmarks). This loader marks those calls
 * pure and drops the names, which a production build of React never reads; what the shop uses is
 * unchanged. It applies to React Router's production build only (webpack.config.js); should a
 * new release write these lines differently, nothing breaks, and the first-load budget's check
 * says `/` has grown.
 */
const CREATED = /^var (\w+) = (React\d*)\.(forwardRef|createContext|memo)\(/gm;
const NAMED = /^\w+\.displayName = "[^"]*";$/gm;

module.exports = function reactRouterPure(source) {
  return source.replace(CREATED, 'var $1 = /* @__PURE__ */ $2.$3(').replace(NAMED, '');
};
