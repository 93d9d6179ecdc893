import { scheduleCadenceLabels, scheduleCadences } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { cadenceLabel, cadenceLabels } from './cadence-labels';

describe('cadenceLabels', () => {
  it('are the contract’s labels, word for word, for every cadence', () => {
    for (const cadence of scheduleCadences) {
      expect(cadenceLabels[cadence].message).toBe(scheduleCadenceLabels[cadence]);
      expect(cadenceLabel(cadence)).toBe(scheduleCadenceLabels[cadence]);
    }
  });
});
