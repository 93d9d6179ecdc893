import { randomBytes } from 'node:crypto';
import type { Customer } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './support/browser';
import { headersOf, startNode, stopNodes, type ApiNode } from './support/nodes';
import { sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

const APP_KEY = `base64:${randomBytes(32).toString('base64')}`;

/**
 * Issue 21, decision 0040: each node answers the profile from its copy of the customer's
 * record while the record's version is the customer's. A change the customer makes on one node
 * is on the other's very next answer: the version is read with the session, from the database
 * the nodes share, so no message between them is needed (and none can be lost). Node A is this
 * test's own app, node B a separate process on the same database, with no Redis.
 */
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
  "the customer's record copied on two nodes",
  () => {
    let t: TestApp;
    let b: ApiNode;
    let customer: TestBrowser;
    beforeAll(async () => {
      t = await createTestApp({ APP_KEY, SIGNUP_MAX_PER_IP: '1000' });
      b = await startNode(t.databaseUrl ?? '', { APP_KEY, SERVER_TIMING: 'true' });
      ({ browser: customer } = await sender(t, 'profile', 'two-node-copies'));
    }, 90_000);
    afterAll(async () => {
      await stopNodes([b].filter(Boolean));
      await t.close();
    });

    /** The customer's profile as node B answers it, and the statements it cost there. */
    async function onB() {
      const answer = await fetch(`${b.base}/client/v1/profile`, { headers: headersOf(customer) });
      expect(answer.status).toBe(200);
      const statements = Number(
        /statements=(\d+)/.exec(answer.headers.get('server-timing') ?? '')?.[1],
      );
      return { customer: (await answer.json()) as Customer, statements };
    }

    it('a change made on node A is on node B’s next answer, which was read from its copy', async () => {
      await onB();
      const copied = await onB();
      expect(copied.statements).toBe(1);
      expect(copied.customer.address?.address_line_1).toBe('1 George St');

      const changed = await customer.post('/client/v1/update?category=address', {
        address: { address_line_1: '77 King St', city: 'Sydney', region: 'NSW', postcode: '2000' },
      });
      expect(changed.statusCode, changed.body).toBe(200);

      const after = await onB();
      expect(after.customer.address?.address_line_1).toBe('77 King St');
      expect(after.statements).toBeGreaterThan(1);
      expect((await onB()).statements).toBe(1);
    }, 30_000);

    it('a change made on node B is on node A’s next answer', async () => {
      const before = (await customer.get('/client/v1/profile')).json() as Customer;
      await customer.get('/client/v1/profile');
      const changed = await fetch(`${b.base}/client/v1/update?category=address`, {
        method: 'POST',
        headers: headersOf(customer),
        body: JSON.stringify({
          address: {
            address_line_1: before.address?.address_line_1,
            city: 'Newcastle',
            region: 'NSW',
            postcode: '2300',
          },
        }),
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      const after = (await customer.get('/client/v1/profile')).json() as Customer;
      expect(after.address?.city).toBe('Newcastle');
    }, 30_000);
  },
);
