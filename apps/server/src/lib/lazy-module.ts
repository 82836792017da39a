/**
 * A heavy package (image codecs, PDF, SMTP, a payment SDK) loaded on its first use rather than at
 * start-up: a process only needs its database and its routes to answer health checks.
 */
export function lazyDefault<T>(load: () => Promise<{ default: T }>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load().then((m) => m.default));
}
