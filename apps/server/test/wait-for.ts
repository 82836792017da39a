/** Polls `check` every 100 ms until it answers something, or fails after `ms` (an email the outbox is still sending). */
export async function waitFor<T>(check: () => T | undefined, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
