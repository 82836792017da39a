import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts field messages from a 400 `issues` array ({ path, message }) under the matching inputs. */
export function applyServerIssues<T extends FieldValues>(
  issues: unknown,
  fields: Path<T>[],
  setError: UseFormSetError<T>,
) {
  if (!Array.isArray(issues)) return;
  for (const issue of issues as Array<{ path?: unknown; message?: unknown }>) {
    const path = Array.isArray(issue?.path) ? issue.path[0] : issue?.path;
    const field = fields.find((name) => name === path);
    if (field && typeof issue.message === 'string')
      setError(field, { type: 'server', message: issue.message });
  }
}
