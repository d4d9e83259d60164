import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signInAdmin, type SignedIn, type TestApp } from './support/app.ts';
import { moneyCommands, Reconcile } from './support/money-model/commands.ts';
import { knownDefects } from './support/money-model/known-defects.ts';
import { GST, POLICY, newWorld, returnTravellers, type Model, type Real } from './support/money-model/world.ts';

// One money model (issue "One money model"): random sequences of money operations against the real app
// through its API (bookings in full and by advance, balances, the traveller's party and date changes,
// the operator's move, party change and cancels, promo codes, a reseller's OCTO bookings, a withdrawn
// tour, a closed account, payments whose browser never came back, duplicate webhooks, reconciliation),
// with every invariant of support/money-model/invariants.ts checked after each step and the quotes
// checked against what their actions then did. Defects known today are excused by name in
// support/money-model/known-defects.ts; the fixed examples are money-defects.test.ts.
//
// `npm test`: 16 runs, about 200 steps per database. `npm run test:properties` (PROPERTY_RUNS=full): runs
// until 5,000 steps have run (the runs after that do nothing).
const full = process.env.PROPERTY_RUNS === 'full';
const RUNS = full ? 1_000 : 16;
const FULL_STEPS = 5_000;
const STEPS = 40;

let t: TestApp;
let admin: SignedIn;
const travellers: SignedIn[] = [];
beforeAll(async () => {
  t = await createTestApp({ cancellationPolicy: POLICY, gst: GST });
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

it(
  'keeps every rupee on the books, whatever sequence of money operations runs',
  async () => {
    let steps = 0;
    const tally = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.commands(moneyCommands, { maxCommands: STEPS, size: 'max' }), async (commands) => {
        if (full && steps >= FULL_STEPS) return;
        let world: { model: Model; real: Real } | undefined;
        const counted = [...commands].map((command) => ({
          check: (m: Readonly<Model>) => command.check(m),
          run: async (m: Model, r: Real) => {
            steps += 1;
            const name = command.toString().replace(/\(.*$/, '');
            tally.set(name, (tally.get(name) ?? 0) + 1);
            await command.run(m, r);
          },
          toString: () => command.toString(),
        }));
        await fc.asyncModelRun(async () => (world = await newWorld(t, admin, travellers)), counted);
        // The run ends as the day does: reconciliation leaves no paid order without its booking or refund.
        await new Reconcile().run(world!.model, world!.real);
        returnTravellers(world!, travellers);
      }),
      { numRuns: RUNS },
    );
    expect(steps).toBeGreaterThanOrEqual(full ? FULL_STEPS : 1);
    console.log(`money model: ${steps} steps (${[...tally].map(([name, count]) => `${name} ${count}`).join(', ')}); known defects excused: ${knownDefects.join(', ') || 'none'}`);
  },
  full ? 3_600_000 : 300_000,
);
