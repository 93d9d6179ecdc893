import { transferStatusTitles, transferStatuses } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { statusTitle, statusTitles } from './status-title';

describe('statusTitles', () => {
  it('are the contract’s names, word for word, for every status', () => {
    for (const status of transferStatuses) {
      expect(statusTitles[status].message).toBe(transferStatusTitles[status]);
      expect(statusTitle(status)).toBe(transferStatusTitles[status]);
    }
  });
});
