// The floors in eslint.config.js, each shown to fail on a deliberate violation: a file is linted
// as if it stood at a real path with one extra import added, and the expected rule must fire.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleFailures(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const restricted = expect.arrayContaining([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
const cycle = expect.arrayContaining([expect.stringMatching(/^import-x\/no-cycle: /)]);

describe('server floors', () => {
  it.each([
    ['a feature importing another feature', 'apps/server/src/modules/wishlist/service.ts', "import '../tours/service.ts';"],
    ['a feature importing start-up code', 'apps/server/src/modules/tours/service.ts', "import '../../boot/prepare.ts';"],
    ['lib importing the database', 'apps/server/src/lib/money.ts', "import '../db/client.ts';"],
    ['lib importing a feature', 'apps/server/src/lib/money.ts', "import '../modules/tours/public.ts';"],
    ['db importing a feature', 'apps/server/src/db/settings.ts', "import '../modules/auth/public.ts';"],
    ['a provider importing a feature', 'apps/server/src/providers/payments/gateway.ts', "import '../../modules/bookings/public.ts';"],
    ['a plugin importing a feature', 'apps/server/src/plugins/auth.ts', "import '../modules/auth/public.ts';"],
    ['src importing test helpers', 'apps/server/src/modules/tours/service.ts', "import '../../../test/support/tours.ts';"],
  ])('refuses %s', async (_name, filePath, line) => {
    expect(await ruleFailures(filePath, `${line}\n`)).toEqual(restricted);
  });

  it("allows a feature to use another through that feature's public.ts", async () => {
    expect(await ruleFailures('apps/server/src/modules/wishlist/service.ts', "import '../tours/public.ts';\n")).toEqual([]);
  });

  it('lets tests import test helpers', async () => {
    expect(await ruleFailures('apps/server/src/modules/tours/catalogue.test.ts', "import '../../../test/support/tours.ts';\n")).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // payment-routes.ts imports webhook-routes.ts; importing it back closes a circle.
    const file = 'apps/server/src/modules/bookings/checkout/webhook-routes.ts';
    expect(await ruleFailures(file, "import './payment-routes.ts';\n")).toEqual(cycle);
  });
});

describe('web floors', () => {
  it.each([
    ['a feature importing another feature', 'apps/web/src/features/wishlist/pages/wishlist-page.tsx', "import '../../home/pages/traveller-home-page.tsx';"],
    ['a feature importing the app shell', 'apps/web/src/features/wishlist/pages/wishlist-page.tsx', "import '../../../app/router.tsx';"],
    ['a component importing a feature', 'apps/web/src/components/ui/button.tsx', "import '../../features/home/pages/traveller-home-page.tsx';"],
    ['a component importing the app shell', 'apps/web/src/components/ui/button.tsx', "import '../../app/router.tsx';"],
    ['lib importing a component', 'apps/web/src/lib/format.ts', "import '../components/ui/button.tsx';"],
    ['lib importing the app shell', 'apps/web/src/lib/format.ts', "import '../app/router.tsx';"],
    ['src importing test helpers', 'apps/web/src/lib/format.ts', "import '../../test/fixtures.ts';"],
  ])('refuses %s', async (_name, filePath, line) => {
    expect(await ruleFailures(filePath, `${line}\n`)).toEqual(restricted);
  });

  it('refuses an import cycle', async () => {
    // session.ts is imported by api-client.ts; importing it back closes a circle.
    expect(await ruleFailures('apps/web/src/lib/session.ts', "import './api-client.ts';\n")).toEqual(cycle);
  });
});

describe('contract', () => {
  it('refuses an import from either app', async () => {
    expect(await ruleFailures('packages/contract/src/money.ts', "import '../../../apps/server/src/lib/money.ts';\n")).toEqual(restricted);
  });
});
