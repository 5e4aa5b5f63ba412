/**
 * Copying an uploads folder into the database (picture-repository.ts): the pictures staff
 * uploaded while the shop kept them on disk, added at start when the shop runs on PostgreSQL.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PictureRepository } from './picture-repository';
import { PICTURE_NAME } from './store';

/** Pictures from an uploads folder into the database: how many were added, how many were there. */
export interface ImportResult {
  imported: number;
  alreadyStored: number;
}

/** The picture files in a folder, or none when there is no folder. */
async function pictureFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isFile() && PICTURE_NAME.test(e.name)).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Copies the pictures of an uploads folder (what staff uploaded while the shop kept them on
 * disk) into the database, skipping names it already holds, so running it at every start costs
 * one listing once they are in. Instances starting together may each add some; none adds a name
 * twice. The folder is left as it is.
 */
export async function importPictureFolder(
  dir: string,
  store: PictureRepository,
): Promise<ImportResult> {
  const files = await pictureFiles(dir);
  if (files.length === 0) return { imported: 0, alreadyStored: 0 };
  const stored = await store.names();
  let imported = 0;
  for (const name of files) {
    if (stored.has(name)) continue;
    if (await store.add(name, await readFile(path.join(dir, name)))) imported += 1;
  }
  return { imported, alreadyStored: files.length - imported };
}
