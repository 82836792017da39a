import { categoryInputSchema, subcategoryRenameSchema } from '@resham/shared';

export type NameKind = 'category' | 'subcategory';

/** Spec §5: a name is trimmed and must not be blank (nor over 80 characters). */
export function checkName(kind: NameKind, raw: string): { name: string } | { error: string } {
  const schema = kind === 'category' ? categoryInputSchema : subcategoryRenameSchema;
  const result = schema.safeParse({ name: raw });
  if (result.success) return { name: result.data.name };
  return { error: result.error.issues[0]?.message ?? 'Invalid name.' };
}
