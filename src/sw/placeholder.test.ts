/**
 * The drawn stand-in for a dish picture the worker cannot fetch offline: the dish's name from the
 * kept menu, found by the picture's file name, in a well-formed SVG.
 */
import { installCacheStorage } from '../test/cacheStorage';
import { writeKeptMenu } from './keptMenu';
import { dishNameOfPicture, placeholderResponse, placeholderSvg } from './placeholder';

installCacheStorage();

const menu = {
  success: true,
  data: [
    { _id: '1', name: 'Greek Salad', image: '9f8e7d.webp' },
    { _id: '2', name: 'Paneer <Tikka> & "Roll"', image: 'a1b2c3.webp' },
  ],
};

test('no kept menu: a plate without a name', async () => {
  expect(await dishNameOfPicture('/uploads/9f8e7d.webp')).toBe('');
  const response = await placeholderResponse('/uploads/9f8e7d.webp');
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expect(await response.text()).toContain('aria-label="A drawing of a plate"');
});

test("a picture of the kept menu, or its smaller copy, is drawn with its dish's name", async () => {
  await writeKeptMenu(JSON.stringify(menu), Date.now());
  expect(await dishNameOfPicture('/uploads/9f8e7d.webp')).toBe('Greek Salad');
  expect(await dishNameOfPicture('/uploads/9f8e7d-200.webp')).toBe('Greek Salad');
  expect(await dishNameOfPicture('/uploads/000000.webp')).toBe('');
  const svg = await (await placeholderResponse('/uploads/9f8e7d-200.webp')).text();
  expect(svg).toContain('>Greek Salad</tspan>');
});

test('the name is escaped and cut into lines, so the drawing stays well-formed', () => {
  const svg = placeholderSvg('Paneer <Tikka> & "Roll"');
  expect(svg).not.toMatch(/<Tikka>|& "/);
  const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
  const lines = [...parsed.getElementsByTagName('tspan')].map((line) => line.textContent);
  expect(lines).toEqual(['Paneer <Tikka> &', '"Roll"']);
  const long = placeholderSvg('Extraordinarily Long Name Of A Dish With Many Words In It');
  expect(
    new DOMParser().parseFromString(long, 'image/svg+xml').getElementsByTagName('tspan'),
  ).toHaveLength(3);
});
