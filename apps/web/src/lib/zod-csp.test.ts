import { z } from '@homeward/contract';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- reads the setting under test
import { config } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';

describe("the contract's zod in a browser", () => {
  it('never compiles parsers with eval, which our Content-Security-Policy forbids', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ amount: z.string() }).safeParse({ amount: '1' }).success).toBe(true);
  });
});
