import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from '../test-app';
import {
  changedTables,
  databaseFingerprint,
  expectJsonRefusal,
  expectSafe,
  type Answer,
} from './checks';

export interface Expected {
  /** The statuses a refusal may have; any 4xx when absent. */
  statuses?: number[] | undefined;
  /** The input may be good enough to accept (only the service can tell); otherwise it must be refused. */
  mayAccept?: boolean;
  /** The refusal is an HTML page (the sandbox's hosted checkout, another party's page). */
  html?: boolean;
  /** The route only reads: even an accepted request must leave the database as it was. */
  readOnly?: boolean;
}

/** Every file under a directory, relative to it. */
function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Judges answers to bad input, one at a time: safe (no 5xx, no internals), refused in the
 * API's shape unless acceptance was possible, and, when refused, with the database and the
 * document store exactly as before. An accepted request moves the baseline on.
 */
export class Prober {
  private database: Record<string, string> = {};
  private files: string[] = [];
  /** Refusals and acceptances seen, so a property that never got past validation shows it. */
  readonly tally = { refused: 0, accepted: 0, byStatus: {} as Record<number, number> };

  constructor(
    private readonly t: TestApp,
    private readonly storageDir: string,
  ) {}

  async rebase() {
    this.database = await databaseFingerprint(this.t);
    this.files = filesUnder(this.storageDir);
  }

  async judge(what: string, answer: Answer, expected: Expected = {}) {
    // The fingerprint after this request becomes the baseline whatever the verdict, so one
    // finding does not fail every later run (fast-check shrinks by sending more requests).
    const before = { database: this.database, files: this.files };
    await this.rebase();
    this.tally.byStatus[answer.statusCode] = (this.tally.byStatus[answer.statusCode] ?? 0) + 1;
    expectSafe(answer, what);
    if (answer.statusCode < 400) {
      expect(
        expected.mayAccept,
        `${what} was accepted (${answer.statusCode}): ${answer.body.slice(0, 300)}`,
      ).toBe(true);
      this.tally.accepted += 1;
      if (expected.readOnly) {
        expect(
          changedTables(before.database, this.database),
          `${what} only reads but changed the database`,
        ).toEqual([]);
      }
      return;
    }
    this.tally.refused += 1;
    if (expected.html) {
      expect(expected.statuses ?? [], `${what}: ${answer.statusCode}`).toContain(answer.statusCode);
      expect(String(answer.headers['content-type'])).toMatch(/^text\/html/);
    } else {
      expectJsonRefusal(answer, what, expected.statuses);
    }
    expect(
      changedTables(before.database, this.database),
      `${what} was refused but changed the database`,
    ).toEqual([]);
    expect(this.files, `${what} was refused but stored files`).toEqual(before.files);
  }
}
