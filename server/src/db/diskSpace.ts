import fs from 'node:fs';

/** About what a new embedded database takes on disk (PGlite's data folder after the migrations). */
export const NEW_DATABASE_MB = 45;

const MB = 1024 * 1024;

/** Bytes an unprivileged process may still write on the disk holding `dir`; null if unknown. */
export async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await fs.promises.statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

export const toMegabytes = (bytes: number) => Math.floor(bytes / MB);

/**
 * Whether `error` (or what it wraps) says a disk is full: Node's ENOSPC and EDQUOT, PostgreSQL's
 * and PGlite's disk_full (53100), and the errno 51 (ENOSPC) of PGlite's file system at start.
 */
export function isDiskFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const candidate = cause as { code?: unknown; errno?: unknown; name?: unknown; cause?: unknown };
    if (candidate.code === 'ENOSPC' || candidate.code === 'EDQUOT') return true;
    if (candidate.code === '53100') return true;
    if (candidate.name === 'ErrnoError' && candidate.errno === 51) return true;
    cause = candidate.cause;
  }
  return false;
}

/** The readiness check of the disk holding DATA_DIR: fails below `minFreeMb`, saying so. */
export function diskCheck(dir: string, minFreeMb: number): () => Promise<void> {
  return async () => {
    const free = await freeBytes(dir);
    if (free !== null && free < minFreeMb * MB)
      throw new Error(
        `The disk holding DATA_DIR has ${toMegabytes(free)} MB free, below DATA_DIR_MIN_FREE_MB (${minFreeMb}).`,
      );
  };
}
