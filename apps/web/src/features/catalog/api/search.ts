// The search page's rule (spec §4 Search); its paged call is in ./paged.ts (spec §7 Shop search).
import { LIMITS } from '@resham/shared';

/** Only a trimmed keyword longer than 3 characters is searched. */
export const isSearchable = (text: string) => text.trim().length >= LIMITS.searchMinChars;
