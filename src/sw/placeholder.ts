/**
 * A drawn stand-in for a dish picture the service worker cannot fetch and has never kept
 * (offline, docs/product.md#offline): a plate with the dish's name, as an SVG, so a card never
 * shows a broken image. The name comes from the menu the worker keeps (keptMenu.ts), found by
 * the picture's file name (a dish's `image`, or its smaller copy `<name>-<width>.webp`).
 */
import type { FoodItem } from '../../contract/api';
import { readKeptMenu } from './keptMenu';

const LINE_CHARACTERS = 16;
const LINES_MAX = 3;

/** '/uploads/ab12-200.webp' -> 'ab12': the picture's own name, whatever its width. */
function pictureStem(pathname: string): string {
  const file = pathname.slice(pathname.lastIndexOf('/') + 1);
  return file.replace(/(-\d+)?\.[a-z0-9]+$/i, '');
}

/** The kept menu's dish whose picture this is, by name; '' when none is known. */
export async function dishNameOfPicture(pathname: string): Promise<string> {
  const kept = await readKeptMenu();
  if (!kept) return '';
  try {
    const { data } = JSON.parse(kept.reply) as { data?: FoodItem[] };
    const stem = pictureStem(pathname);
    return data?.find((dish) => pictureStem(dish.image) === stem)?.name ?? '';
  } catch {
    return '';
  }
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A name cut into at most three lines of about 16 characters, words kept whole where they fit. */
function linesOf(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARACTERS) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word.length > LINE_CHARACTERS ? `${word.slice(0, LINE_CHARACTERS - 1)}…` : word);
    }
  }
  if (lines.length > LINES_MAX) {
    lines.length = LINES_MAX;
    lines[LINES_MAX - 1] = `${lines[LINES_MAX - 1]!.slice(0, LINE_CHARACTERS - 1)}…`;
  }
  return lines;
}

/** The drawing: a plate on the shop's pale background, the name across it. 4:3, as pictures are. */
export function placeholderSvg(name: string): string {
  const lines = linesOf(name);
  const top = 150 - (lines.length - 1) * 14;
  const text = lines
    .map((line, i) => `<tspan x="200" y="${top + i * 28}">${escapeXml(line)}</tspan>`)
    .join('');
  const label = escapeXml(name ? `A drawing of a plate: ${name}` : 'A drawing of a plate');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${label}">` +
    `<rect width="400" height="300" fill="#fff4f2"/>` +
    `<circle cx="200" cy="150" r="110" fill="#fff" stroke="#f3c6bd" stroke-width="6"/>` +
    `<circle cx="200" cy="150" r="84" fill="none" stroke="#fbe3de" stroke-width="3"/>` +
    `<text font-family="system-ui,sans-serif" font-size="22" font-weight="600" fill="#49557e" ` +
    `text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`
  );
}

/** The stand-in response for a picture at `pathname`. Never kept: online, the real one comes. */
export async function placeholderResponse(pathname: string): Promise<Response> {
  return new Response(placeholderSvg(await dishNameOfPicture(pathname)), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' },
  });
}
