import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { webBoundaries } from './web-boundaries.js';

// The rule as `npm run lint` runs it, on made-up files of the web app (the files need not exist).
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const root = '/repo/apps/web/src';
const options = [{ root }];
const at = (file: string, code: string) => ({ filename: path.join(root, file), code, options });
const refused = (file: string, code: string, message: RegExp) => ({
  ...at(file, code),
  errors: [{ message }],
});

tester.run('web-boundaries', webBoundaries, {
  valid: [
    at('features/cart/api.ts', "import { useSession } from '../../lib/session';"),
    at('features/cart/components/x.tsx', "import { Button } from '../../../components/ui/button';"),
    at('features/cart/components/x.tsx', "import { useCart } from '../api';"),
    at('features/cart/components/x.tsx', "const C = () => import('./add-to-cart-control');"),
    at('features/cart/api.ts', "import type { Cart } from '@resham/shared';"),
    at(
      'pages/shop/home.tsx',
      "import { AddToCartSlot } from '../../features/cart/components/add-to-cart-slot';",
    ),
    at('app/routes.tsx', "const Home = () => import('../pages/shop/home');"),
    at('lib/format.ts', "import { cn } from './cn';"),
    at('components/ui/x.tsx', "import { cn } from '../../lib/cn';"),
    // Files outside the web source are not its business.
    { filename: '/repo/apps/server/src/app.ts', code: "import '../../web/src/features/cart/api';", options },
  ],
  invalid: [
    refused(
      'features/cart/api.ts',
      "import { useSession } from '../auth/session';",
      /features\/cart must not import features\/auth/,
    ),
    refused(
      'features/reviews/components/deep/x.tsx',
      "import { sessionKey } from '../../../auth/session';",
      /features\/reviews must not import features\/auth/,
    ),
    refused(
      'features/cart/components/x.tsx',
      "const Reviews = () => import('../../reviews/components/product-reviews');",
      /features\/cart must not import features\/reviews/,
    ),
    refused(
      'features/cart/index.ts',
      "export { useCategories } from '../categories/api';",
      /features\/cart must not import features\/categories/,
    ),
    refused(
      'features/cart/index.ts',
      "export * from '../orders/api';",
      /features\/cart must not import features\/orders/,
    ),
    refused(
      'features/cart/components/x.tsx',
      "import { queryClient } from '../../../app/query-client';",
      /features\/cart must not import app\//,
    ),
    refused(
      'lib/format.ts',
      "import { money } from '@resham/server/src/lib/money';",
      /imports no workspace package but @resham\/shared/,
    ),
    refused(
      'lib/format.ts',
      "import { toRupees } from '../../../../packages/shared/src/money';",
      /reaches outside apps\/web\/src/,
    ),
    refused(
      'lib/x.ts',
      "import { useCart } from '../features/cart/api';",
      /lib\/ must not import features\/cart/,
    ),
    refused(
      'components/ui/x.tsx',
      "import Home from '../../pages/shop/home';",
      /components\/ must not import pages\//,
    ),
  ],
});
