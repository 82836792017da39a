import { z } from 'zod';

// No eval-compiled validators: the shop's Content-Security-Policy forbids eval in browsers.
// Schema modules import `z` from here so this runs wherever a schema is used.
z.config({ jitless: true });

export { z };
