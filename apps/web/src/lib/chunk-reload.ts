const KEY = 'resham:chunk-reload-at';

/** A lazy chunk that failed to load: usually an open tab asking for files a new deploy replaced. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload/i.test(error.message)
  );
}

/** Reloads the page (at most once per 10 s) to pick up the current build. True if it reloads. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < 10_000) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
