import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who holds an embedded database folder, as written in its lock file. */
interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

/** Lock files this process holds (one process must not open a folder twice either). */
const heldHere = new Set<string>();

/** Thrown when another live process has the embedded database open. */
export class DataFolderInUseError extends Error {}

/**
 * Takes the embedded database folder for this process, as PostgreSQL's postmaster.pid does: a
 * lock file next to the folder names the process that holds it. PGlite would let a second
 * process open the same files and both would write over each other's pages, losing acknowledged
 * writes; so a second server, or an admin command while the server runs, is refused. A lock left
 * by a process that is gone (crashed, killed) is taken over.
 *
 * @returns a function that releases the lock (also released when the process exits).
 */
export function lockDataFolder(folder: string): () => void {
  const lockPath = path.resolve(`${folder}.lock`);
  if (heldHere.has(lockPath)) {
    throw new DataFolderInUseError(
      `The embedded database in ${folder} is already open in this process.`,
    );
  }
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const mine: Holder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  const content = JSON.stringify(mine);
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, content, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      const holder = readHolder(lockPath);
      if (holder && holdsIt(holder)) {
        throw new DataFolderInUseError(
          `The embedded database in ${folder} is in use by process ${holder.pid}` +
            `${holder.host === mine.host ? '' : ` on ${holder.host}`} (since ${holder.startedAt}). ` +
            'Stop that server first (admin commands too need it stopped), or set DATA_DIR to another folder.',
        );
      }
      // Stale: moved aside rather than deleted, so that of two processes taking it over at once
      // only one succeeds and the other finds the new lock on its next attempt.
      try {
        fs.renameSync(lockPath, `${lockPath}.stale-${process.pid}`);
        fs.rmSync(`${lockPath}.stale-${process.pid}`, { force: true });
      } catch {
        // Someone else moved it first; try again.
      }
    }
  }
  heldHere.add(lockPath);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(lockPath);
    process.removeListener('exit', release);
    // Only ever removes our own lock (a stale one may have been taken over by then).
    if (readHolder(lockPath)?.pid === mine.pid) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return release;
}

function readHolder(lockPath: string): Holder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host, startedAt: String(parsed.startedAt ?? '?') };
  } catch {
    // Unreadable or half-written by a process that died while writing it: stale.
    return null;
  }
}

/**
 * Whether the holder still runs. Another machine sharing the folder cannot be asked, so its lock
 * holds until removed by hand. On this machine, a holder with our own pid is a previous life of
 * this process (a container restarted under the same pid).
 */
function holdsIt(holder: Holder): boolean {
  if (holder.host !== os.hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
