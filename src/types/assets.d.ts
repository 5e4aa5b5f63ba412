// Stylesheets are bundled by webpack (extracted to .css files); importing one is a side effect.
declare module '*.css';
