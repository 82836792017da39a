import { TWO_FACTOR_MESSAGES } from '@resham/shared';

/** Where and when the codes were made, for the file and the printed page. */
export interface RecoveryCodesContext {
  /** The shop's address, e.g. 'https://resham.example'. */
  shop: string;
  /** The admin's email the codes belong to. */
  email: string;
  /** When they were made (shown as an India date). */
  madeAt: Date;
}

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/** The heading lines above the codes, on the printed page and in the file. */
export function recoveryCodesHeading({ shop, email, madeAt }: RecoveryCodesContext): string[] {
  return [
    `Resham: two-step sign-in recovery codes for ${email}`,
    `${shop}, made ${day.format(madeAt)}`,
    TWO_FACTOR_MESSAGES.recoveryCodesNote,
  ];
}

/**
 * The recovery codes as a text file (and the clipboard's text): a heading that says whose codes they are
 * and what they are for, then one code a line. CRLF line ends so Notepad shows the lines.
 */
export function recoveryCodesText(codes: string[], context: RecoveryCodesContext): string {
  return [...recoveryCodesHeading(context), '', ...codes, ''].join('\r\n');
}

/** The file's name: the shop and the day, so a second set does not overwrite the first unnoticed. */
export function recoveryCodesFileName(madeAt: Date): string {
  const ist = new Date(madeAt.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
  return `resham-recovery-codes-${ist}.txt`;
}
