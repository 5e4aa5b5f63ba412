/**
 * Serves a folder of static files from memory: read and compressed once at start, never per
 * request. Only files that were in the folder at start can be served, so no path, however
 * crafted, reaches outside it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { prepareBody, type PreparedBody } from '../http/prepared-body';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/** Formats that are already compressed gain nothing from brotli. */
const PRECOMPRESSED = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.woff2', '.ico']);

/** True for a file or folder that went away while the folder was read (a build rewriting it). */
function vanished(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

function* walk(dir: string, prefix = ''): Generator<[string, string]> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (vanished(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    const urlPath = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) yield* walk(full, urlPath);
    else if (entry.isFile()) yield [urlPath, full];
  }
}

export function loadStaticFiles(dir: string): Map<string, PreparedBody> {
  const files = new Map<string, PreparedBody>();
  try {
    if (!statSync(dir).isDirectory()) return files;
  } catch {
    return files;
  }
  for (const [urlPath, full] of walk(dir)) {
    const ext = path.extname(full).toLowerCase();
    const type = CONTENT_TYPES[ext];
    if (!type || full.endsWith('.br') || full.endsWith('.gz')) continue;
    let bytes: Buffer;
    try {
      bytes = readFileSync(full);
    } catch (error) {
      if (vanished(error)) continue;
      throw error;
    }
    files.set(urlPath, prepareBody(bytes, type, { compress: !PRECOMPRESSED.has(ext) }));
  }
  return files;
}
