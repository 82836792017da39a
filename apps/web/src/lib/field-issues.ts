// Field messages from a 400 answer's `issues` ({ path, message }, see packages/shared's error schema).
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface FieldIssue<F extends string> {
  field: F;
  message: string;
}

/**
 * The issues that name one of `fields`, the first message per field. A path reads as its first segment:
 * 'images.0', ['images', 0] and 'images' all name `images`.
 */
export function fieldIssues<F extends string>(issues: unknown, fields: readonly F[]): FieldIssue<F>[] {
  if (!Array.isArray(issues)) return [];
  const found: FieldIssue<F>[] = [];
  for (const issue of issues as Array<{ path?: unknown; message?: unknown } | null>) {
    if (typeof issue?.message !== 'string') continue;
    const head = Array.isArray(issue.path) ? issue.path[0] : String(issue.path ?? '').split('.')[0];
    const field = fields.find((name) => name === head);
    if (field && !found.some((f) => f.field === field)) found.push({ field, message: issue.message });
  }
  return found;
}

/** Puts the server's messages under the matching inputs of a react-hook-form form. */
export function applyServerIssues<T extends FieldValues>(
  issues: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  for (const { field, message } of fieldIssues(issues, fields)) setError(field, { type: 'server', message });
}
