import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferEvents } from '../src/db/schema';
import { checkLedger } from '../src/modules/ledger/report-repository';
import { modelCommands } from './support/model/commands';
import { checkInvariants, checkScreens } from './support/model/invariants';
import { World } from './support/model/world';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The model-based test of a transfer's life (issue 14): random interleavings of customers,
 * the payment provider (webhooks late, twice, out of order), operations, the clock and crashes,
 * with the money invariants checked after every step and once everything has drained.
 *
 * Steps: MODEL_STEPS (default 10,000 on PostgreSQL, where requests really run in parallel;
 * 600 on PGlite, which serialises them). MODEL_SEED replays a run; MODEL_SHRINK=1 shrinks a
 * failure to its shortest sequence (slow). A failure prints its seed and path.
 */
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const STEPS = Number(process.env.MODEL_STEPS ?? (onPostgres ? 10_000 : 600));
const MAX_COMMANDS = 40;

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp(
    {
      SIGNUP_MAX_PER_IP: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      PAYOUT_START_SECONDS: '60',
      PAYOUT_COMPLETE_SECONDS: '5',
      // Limits would stop the model's customers long before its steps run out.
      LIMIT_TIER2_30_DAYS: '1000000000',
    },
    { deliverWebhook: (url, body, headers) => world.hold(url, body, headers) },
  );
  world = new World(t);
  await world.prepare(2);
}, 120_000);
afterAll(() => t.close());

/** Every webhook delivered, every deadline passed, every job run: the transfers come to rest. */
async function drain() {
  world.crashAfterProviderCall = false;
  for (let round = 0; round < 40; round += 1) {
    await world.leasesRunOut();
    for (const transfer of world.transfers) await world.deadlinePasses(transfer.id);
    await world.timePasses();
    for (let n = world.bag.length; n > 0 && world.bag.length > 0; n -= 1) {
      await world.deliver(0, false);
    }
    const ran = await t.app.deps.jobs.runDue();
    if (ran === 0 && world.bag.length === 0) return;
  }
  throw new Error('the system did not come to rest after 40 rounds');
}

async function timelines() {
  const ids = world.transfers.map((transfer) => transfer.id);
  const events = ids.length
    ? await t.database.db
        .select()
        .from(transferEvents)
        .where(inArray(transferEvents.transferId, ids))
        .orderBy(transferEvents.id)
    : [];
  const byTransfer = new Map<string, string[]>();
  for (const event of events) {
    byTransfer.set(event.transferId, [...(byTransfer.get(event.transferId) ?? []), event.status]);
  }
  return byTransfer;
}

describe('the life of a transfer, under random interleavings', () => {
  it(
    `keeps every invariant for ${STEPS} steps`,
    async () => {
      const started = Date.now();
      const property = fc.asyncProperty(
        fc.commands(modelCommands, { maxCommands: MAX_COMMANDS, size: 'max' }),
        async (commands) => {
          await world.reset();
          await fc.asyncModelRun(() => ({ model: {}, real: world }), commands);
          await drain();
          await checkInvariants(world, 'drained');
          expect(await world.deadLetters()).toEqual([]);
          // The provider's own report agrees with our payments and the ledger, to the cent.
          expect((await t.app.deps.reconciliation.reconcile()).differences).toEqual([]);
          // The screens hear of a change just after its commit: give the last pushes a moment.
          await new Promise((resolve) => setTimeout(resolve, 20));
          checkScreens(world, await timelines());
        },
      );
      const seed = process.env.MODEL_SEED ? Number(process.env.MODEL_SEED) : Date.now() % 2 ** 31;
      let runs = 0;
      let reported = 0;
      while (world.steps < STEPS) {
        runs += 1;
        // Long runs by hand say how far they have got.
        if (world.steps - reported >= 10_000) {
          reported = world.steps;
          console.info(
            `transfer model: ${world.steps} steps, ${Math.round((Date.now() - started) / 1000)} s`,
          );
        }
        await fc.assert(property, {
          numRuns: 5,
          seed: seed + runs,
          endOnFailure: process.env.MODEL_SHRINK !== '1',
        });
      }
      expect((await checkLedger(t.database.db)).unbalanced).toEqual([]);
      console.info(
        `transfer model: ${world.steps} steps in ${runs * 5} runs, ${Math.round((Date.now() - started) / 1000)} s, seeds ${seed + 1}..${seed + runs}`,
      );
    },
    60 * 60_000,
  );
});
