/**
 * The server takes the build's page renderer from the prerender folder beside its web folder, and
 * only when that module renders /Menu; the real renderer is the SPA's (menu-page.test.ts). The
 * renderer is an ES module, which Jest's own module loader cannot import, so each case loads it
 * in a Node process of its own, as the server does.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { prerenderDir } from './page-renderer';

const LOAD = `
const { loadPageRenderer } = require('./server/web/page-renderer.ts');
loadPageRenderer(process.argv[1]).then(async (renderer) => {
  const menu = await renderer?.renderMenuPage('<p>', []);
  const dish = await renderer?.renderDishPage?.('<p>', { slug: 'greek-salad' }, '');
  console.log(JSON.stringify({ loaded: renderer !== undefined, menu, dish }));
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

test('without a build of the renderer there is none', async () => {
  expect(await load()).toEqual({ loaded: false });
});

test("the build's module beside the web folder renders the pages", async () => {
  build(
    'export async function renderMenuPage(html, menu) { return `${html}:${menu.length}`; }\n' +
      'export async function renderDishPage(html, page) { return `${html}:${page.slug}`; }\n',
  );
  expect(await load()).toEqual({ loaded: true, menu: '<p>:0', dish: '<p>:greek-salad' });
});

test('a module that does not render /Menu is not taken', async () => {
  build('export const renderMenuPage = "not a function";\n');
  expect(await load()).toEqual({ loaded: false });
});
