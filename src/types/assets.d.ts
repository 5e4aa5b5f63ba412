// Stylesheets are bundled by webpack (extracted to .css files); importing one is a side effect.
declare module '*.css';

// Pictures are webpack asset modules (webpack.config.js): importing one gives its URL,
// content-hashed (`/assets/logo.0123456789.svg`) so it can be cached for a year.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
