// The server's Jest runner: jest-light-runner (plain Node worker threads, each loading a module
// once for all the files it runs), on SQLite with twice Jest's number of workers. The server's
// tests spend most of their time waiting on sockets, timers and child processes, not on a core,
// so more of them at once fill the cores that Jest's number (set for the SPA's CPU-bound tests)
// leaves idle. On PostgreSQL (TEST_DATABASE_URL) every worker's apps hold connections to the one
// server, whose connections are limited, so the number stays Jest's; in band it stays one.
import LightRunner from 'jest-light-runner';

export default class ServerRunner extends LightRunner {
  constructor(globalConfig, ...rest) {
    const { maxWorkers } = globalConfig;
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    const workers = maxWorkers === 1 || onPostgres ? maxWorkers : maxWorkers * 2;
    super({ ...globalConfig, maxWorkers: workers }, ...rest);
  }
}
