import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ScheduleCadence } from '@homeward/contract';

/**
 * How often a schedule repeats, in the app's language: the contract's scheduleCadenceLabels,
 * word for word (a test holds them together), for "Repeat" on a transfer's page.
 */
export const cadenceLabels: Record<ScheduleCadence, MessageDescriptor> = {
  weekly: msg`Every week`,
  fortnightly: msg`Every two weeks`,
  monthly: msg`Every month`,
};

export const cadenceLabel = (cadence: ScheduleCadence): string => i18n._(cadenceLabels[cadence]);
