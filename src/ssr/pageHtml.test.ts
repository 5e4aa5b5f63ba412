/** A page's slots are filled in place, each once, and a page without them is refused. */
import { bareTemplate } from '../test/bareTemplate';
import { fillSlots, slotContent } from './pageHtml';

test('a slot is filled in place and keeps its comments, so it can be filled again', () => {
  const once = fillSlots(bareTemplate('<title>Tomato</title>'), { root: '<div id="root">A</div>' });
  expect(once).toContain('<!--ssr-root--><div id="root">A</div><!--/ssr-root-->');
  const twice = fillSlots(once, { root: '<div id="root">B</div>', data: '<p>data</p>' });
  expect(slotContent(twice, 'root')).toBe('<div id="root">B</div>');
  expect(slotContent(twice, 'data')).toBe('<p>data</p>');
  expect(twice.startsWith('<!doctype html><html lang="en"><head><title>Tomato</title>')).toBe(true);
});

test('a page without a slot, or with one twice, is not this build’s page: filling it throws', () => {
  expect(() => fillSlots('<html><div id="root"></div></html>', { root: '' })).toThrow(
    'The page must hold <!--ssr-root-->...<!--/ssr-root--> exactly once',
  );
  const doubled = bareTemplate('') + '<!--ssr-root--><!--/ssr-root-->';
  expect(() => fillSlots(doubled, { root: '' })).toThrow(/exactly once/);
});
