/** The field messages of a 400 `issues` array ({ path, message }), by first path segment. */
export function issuesByField(issues: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(issues)) return out;
  for (const issue of issues as Array<{ path?: unknown; message?: unknown }>) {
    const raw = Array.isArray(issue?.path) ? issue.path[0] : issue?.path;
    const field = typeof raw === 'string' ? raw.split('.')[0] : undefined;
    if (field && typeof issue.message === 'string' && !(field in out)) out[field] = issue.message;
  }
  return out;
}
