import { z } from './zod';

/** Why a free-text field was refused: it holds control or text-direction characters. */
export const PLAIN_TEXT_MESSAGE =
  'Please remove the control or text-direction characters (such as BEL, ESC or U+202E) from this field.';

/**
 * Characters no free text of the shop may hold, since names, addresses and titles print on shipping
 * labels and invoices and show in the admin's lists: C0 and C1 control characters other than tab, line
 * feed and carriage return (BEL, ESC: a terminal or printer obeys them), and the bidirectional
 * formatting characters (U+202E and its kin reverse what follows, so "txt.exe" reads as "exe.txt").
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** True when `text` holds a character that PLAIN_TEXT_MESSAGE refuses. */
export const hasUnsafeCharacters = (text: string) => UNSAFE.test(text);

/** The one rule every free-text field keeps: refused with a clear message, never cleaned silently. */
export const plainText = (schema: z.ZodString) =>
  schema.refine((text) => !hasUnsafeCharacters(text), PLAIN_TEXT_MESSAGE);
