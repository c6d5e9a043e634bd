import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { ObjectStore } from './object-store.js';
import { isStorageKey } from './upload-policy.js';

/** Files under one folder (env UPLOAD_DIR, default `var/uploads`), one file per key. */
export class LocalDiskStore implements ObjectStore {
  readonly kind = 'disk' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key; refuses anything that is not a generated key or would leave the folder. */
  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`chave de arquivo inválida: ${JSON.stringify(key)}`);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('caminho fora da pasta de uploads');
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(this.root, { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const partial = `${path}.partial`;
    await writeFile(partial, body, { flag: 'wx' });
    await rename(partial, path);
  }

  async get(key: string) {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      return { body: createReadStream(path), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
