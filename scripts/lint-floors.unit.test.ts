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
const circle = expect.arrayContaining([expect.stringMatching(/^yatrika\/no-import-circle: /)]);

describe('server floors', () => {
  it.each([
    ['a feature importing another feature', 'apps/server/src/modules/wishlist/service.ts', "import '../tours/service.ts';"],
    ['a feature importing start-up code', 'apps/server/src/modules/tours/service.ts', "import '../../boot/prepare.ts';"],
    ['lib importing the database', 'apps/server/src/lib/money.ts', "import '../db/client.ts';"],
    ['lib importing a feature', 'apps/server/src/lib/money.ts', "import '../modules/tours/public.ts';"],
    ['db importing a feature', 'apps/server/src/db/settings.ts', "import '../modules/auth/public.ts';"],
    ['a provider importing a feature', 'apps/server/src/providers/payments/gateway.ts', "import '../../modules/bookings/public.ts';"],
    ['a plugin importing a feature', 'apps/server/src/plugins/auth.ts', "import '../modules/auth/public.ts';"],
    ['the job runner importing a feature', 'apps/server/src/jobs/runner.ts', "import '../modules/payments/routes.ts';"],
    ['the job runner importing a provider', 'apps/server/src/jobs/runner.ts', "import '../providers/payments/gateway.ts';"],
    ['db importing the job runner', 'apps/server/src/db/settings.ts', "import '../jobs/runner.ts';"],
    ['src importing test helpers', 'apps/server/src/modules/tours/service.ts', "import '../../../test/support/tours.ts';"],
    // The modules split out of bookings: each is its own zone, reached only through its public.ts.
    ['checkout reaching into departures', 'apps/server/src/modules/checkout/orders.ts', "import '../departures/holds.ts';"],
    ['departures reaching into bookings', 'apps/server/src/modules/departures/claim.ts', "import '../bookings/cancel.ts';"],
    ['bookings reaching into checkout', 'apps/server/src/modules/bookings/service.ts', "import '../checkout/settle.ts';"],
    ['money reaching into bookings', 'apps/server/src/modules/money/settlement.ts', "import '../bookings/cancel.ts';"],
    ['payments reaching into checkout', 'apps/server/src/modules/payments/reconciliation/run.ts', "import '../../checkout/order-refunds.ts';"],
    ['tours reaching into departures', 'apps/server/src/modules/tours/tour-filters.ts', "import '../departures/unbookable-tours.ts';"],
    ['health reaching into the outbox', 'apps/server/src/modules/health/metrics.ts', "import '../emails/outbox-state.ts';"],
    ['the newsletter reaching into the outbox', 'apps/server/src/modules/newsletter/subscribe.ts', "import '../emails/queue.ts';"],
    ['the contact form reaching into the newsletter', 'apps/server/src/modules/contact/send-message.ts', "import '../newsletter/subscribe.ts';"],
    ['customers reaching into the bookings a merge moves', 'apps/server/src/modules/customers/merge.ts', "import '../bookings/traveller-merge.ts';"],
    ['the job runner importing the health module', 'apps/server/src/jobs/queue-state.ts', "import '../modules/health/metrics.ts';"],
    // Inside a module, a sub-folder imports neither the module's root nor a sibling sub-folder.
    ['a sub-folder importing its module root', 'apps/server/src/modules/payments/reconciliation/run.ts', "import '../routes.ts';"],
    ['a sub-folder importing a sibling sub-folder', 'apps/server/src/modules/payments/reconciliation/run.ts', "import '../records/records.ts';"],
    ["a sub-folder importing its module's settings", 'apps/server/src/modules/payments/records/records.ts', "import '../settings.ts';"],
  ])('refuses %s', async (_name, filePath, line) => {
    expect(await ruleFailures(filePath, `${line}\n`)).toEqual(restricted);
  });

  it("allows a feature to use another through that feature's public.ts", async () => {
    expect(await ruleFailures('apps/server/src/modules/wishlist/service.ts', "import '../tours/public.ts';\n")).toEqual([]);
  });

  it('lets a module root compose its sub-folders', async () => {
    expect(await ruleFailures('apps/server/src/modules/payments/routes.ts', "import './records/records.ts';\n")).toEqual([]);
  });

  it('lets tests import test helpers', async () => {
    expect(await ruleFailures('apps/server/src/modules/tours/catalogue.test.ts', "import '../../../test/support/tours.ts';\n")).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // payment-routes.ts imports webhook-routes.ts; importing it back closes a circle.
    const file = 'apps/server/src/modules/checkout/webhook-routes.ts';
    expect(await ruleFailures(file, "import './payment-routes.ts';\n")).toEqual(cycle);
  });

  it('refuses an import circle made of type-only imports', async () => {
    // routes.ts imports route-options.ts; a type import back closes a circle import-x/no-cycle does not see.
    const file = 'apps/server/src/modules/tours/route-options.ts';
    expect(await ruleFailures(file, "import type {} from './routes.ts';\n")).toEqual(circle);
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

  it('refuses a type-only import circle', async () => {
    // bookings.ts imports dates.ts; dates.ts importing a type back from bookings.ts closes a circle.
    expect(await ruleFailures('packages/contract/src/dates.ts', "import type { Booking } from './bookings.ts';\n")).toEqual(circle);
  });
});
