/**
 * The server takes the build's first-load module from the prerender folder beside its web folder,
 * and only when that module makes the served pages; the real module is the SPA's
 * (menu-page.test.ts, dish-pages.test.ts). It is an ES module, which Jest's own module loader
 * cannot import, so each case loads it in a Node process of its own, as the server does.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { prerenderDir } from './first-load';

const LOAD = `
const { loadFirstLoad } = require('./server/web/first-load.ts');
loadFirstLoad(process.argv[1]).then(async (firstLoad) => {
  const pages = firstLoad?.servedPages({
    built: { menu: '<p>', dish: '<d>' },
    origin: '',
    failed: () => {},
  });
  const menu = (await pages?.menu({ dishes: [] }))?.html;
  const dish = (await pages?.dish({ dishes: [] }, { slug: 'greek-salad' }))?.html;
  console.log(JSON.stringify({ loaded: firstLoad !== undefined, menu, dish }));
});
`;

let root: string;
let webDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'storefront-renderer-'));
  webDir = path.join(root, 'web');
  mkdirSync(webDir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function build(module: string): void {
  mkdirSync(prerenderDir(webDir), { recursive: true });
  writeFileSync(path.join(root, 'prerender', 'prerender.mjs'), module);
}

/** What the server's loader gives for `webDir`, and what it renders. */
async function load(): Promise<{ loaded: boolean; menu?: string; dish?: string }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '-e', LOAD, webDir],
    { cwd: path.join(__dirname, '..', '..') },
  );
  return JSON.parse(stdout) as { loaded: boolean; menu?: string; dish?: string };
}

test('without a build of the module there is none', async () => {
  expect(await load()).toEqual({ loaded: false });
});

test("the build's module beside the web folder makes the pages", async () => {
  build(
    'export function servedPages({ built }) {\n' +
      '  return {\n' +
      '    menu: async (menu) => ({ html: `${built.menu}:${menu.dishes.length}` }),\n' +
      '    dish: async (menu, page) => ({ html: `${built.dish}:${page.slug}` }),\n' +
      '  };\n' +
      '}\n',
  );
  expect(await load()).toEqual({ loaded: true, menu: '<p>:0', dish: '<d>:greek-salad' });
});

test('a module that does not make the served pages is not taken', async () => {
  build('export const servedPages = "not a function";\n');
  expect(await load()).toEqual({ loaded: false });
});
