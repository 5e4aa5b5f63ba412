/**
 * src/ssr/template.html's shape without the build: every slot a page's file fills
 * (src/ssr/pageHtml.ts), empty, around `head`. For tests that make a page's file the way the
 * build does.
 */
import { SLOTS } from '../ssr/pageHtml';

const slot = (name: string, content = '') => `<!--${name}-->${content}<!--/${name}-->`;

export const bareTemplate = (head: string) =>
  `<!doctype html><html lang="en"><head>${head}${slot(SLOTS.title)}${slot(SLOTS.page)}${slot(SLOTS.preload)}` +
  `${slot(SLOTS.styles)}</head><body>${slot(SLOTS.root, '<div id="root"></div>')}` +
  `${slot(SLOTS.data)}</body></html>`;
