import fs from 'node:fs';

/**
 * What the shop writes holds password hashes, addresses and orders (the embedded database, backups):
 * no other local user may read it. Folders are created 0700 and files 0600, and the processes that
 * write them (the server and the command-line tools) run with this umask, so whatever a library
 * creates inside follows too.
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Sets the process's umask so new files are the owner's alone (called first by each entry point). */
export function usePrivateFileModes() {
  process.umask(PRIVATE_UMASK);
}

/**
 * Creates `dir` (and any missing parents) as 0700. A folder that already existed keeps its mode unless
 * `tighten`, for folders that are the shop's own (the embedded database's), which are made 0700.
 */
export function makePrivateDir(dir: string, { tighten = false } = {}) {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (tighten) fs.chmodSync(dir, PRIVATE_DIR_MODE);
}
