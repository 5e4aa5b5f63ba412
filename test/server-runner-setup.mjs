// Loads the server's TypeScript in jest-light-runner's workers: tsx's hooks for require() and
// import().
import { register as registerImport } from 'tsx/esm/api';
import { register as registerRequire } from 'tsx/cjs/api';

registerRequire();
registerImport();
