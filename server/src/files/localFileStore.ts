import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStore, StoredFile } from './fileStore';
import { FileNotFoundError, isStoreKey } from './fileStore';

/**
 * Files on local disk under `{dataDir}/files`. Keys are checked against the pattern the store
 * generates, so no key can point outside the folder.
 */
export class LocalFileStore implements FileStore {
  readonly root: string;
  readonly holder: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'files');
    this.holder = `${hostname()}:${this.root}`;
  }

  private pathOf(key: string): string {
    if (!isStoreKey(key)) throw new FileNotFoundError(key);
    return join(this.root, key);
  }

  async save(data: Uint8Array, ext: string): Promise<StoredFile> {
    if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`Invalid file extension ${ext}`);
    await mkdir(this.root, { recursive: true });
    const key = `${randomUUID()}.${ext}`;
    const target = this.pathOf(key);
    // Write to a temporary name and rename: a reader never sees half a file, and a crash leaves
    // only a `.tmp-` file behind, never a truncated stored one.
    const temporary = join(this.root, `.tmp-${randomUUID()}`);
    const handle = await open(temporary, 'wx', 0o640);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temporary, target);
    return { key, size: data.length, holder: this.holder };
  }

  async read(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    if (!(await this.exists(key))) throw new FileNotFoundError(key);
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (error instanceof FileNotFoundError) return;
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  /** Every stored key (temporary files of unfinished writes left out), for the copy to S3. */
  async keys(): Promise<string[]> {
    try {
      return (await readdir(this.root)).filter(isStoreKey).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  close(): void {
    // Nothing is held open between calls.
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}
