import type { Customer } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import {
  limitsLowered,
  raiseWithSourceOfFunds,
  sourceOfFundsApproved,
  sourceOfFundsTask,
  sourceOfFundsTasks,
} from './effects';

const now = new Date('2026-11-26T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const sourceOfFunds = (status: string, updatedAt = daysAgo(1)) =>
  ({
    document_category: { id: 5, code: 'source_of_funds', title: 'Source of funds' },
    status_code: status,
    updated_at: updatedAt,
  }) as Customer['documents'][number];
const customer = (...documents: Customer['documents']) => ({ documents });

describe('what a high rating does to the customer', () => {
  it('lowers the limits only when high, until a source of funds approved within a year', () => {
    expect(limitsLowered(customer(), 'low', now)).toBe(false);
    expect(limitsLowered(customer(), 'medium', now)).toBe(false);
    expect(limitsLowered(customer(), 'high', now)).toBe(true);
    expect(limitsLowered(customer(sourceOfFunds('approved')), 'high', now)).toBe(false);
    expect(limitsLowered(customer(sourceOfFunds('approved', daysAgo(365))), 'high', now)).toBe(
      false,
    );
    expect(limitsLowered(customer(sourceOfFunds('approved', daysAgo(366))), 'high', now)).toBe(
      true,
    );
    for (const status of ['pending', 'in_review', 'rejected', 'expired']) {
      expect(sourceOfFundsApproved(customer(sourceOfFunds(status)), now)).toBe(false);
    }
  });

  it('asks for a source of funds while lowered, unless one waits for review', () => {
    expect(sourceOfFundsTasks(customer(), 'high', now)).toEqual([sourceOfFundsTask]);
    expect(sourceOfFundsTasks(customer(sourceOfFunds('rejected')), 'high', now)).toEqual([
      sourceOfFundsTask,
    ]);
    expect(sourceOfFundsTasks(customer(sourceOfFunds('pending')), 'high', now)).toEqual([]);
    expect(sourceOfFundsTasks(customer(sourceOfFunds('in_review')), 'high', now)).toEqual([]);
    expect(sourceOfFundsTasks(customer(sourceOfFunds('approved')), 'high', now)).toEqual([]);
    expect(sourceOfFundsTasks(customer(), 'medium', now)).toEqual([]);
    // An approval over a year old asks again.
    expect(
      sourceOfFundsTasks(customer(sourceOfFunds('approved', daysAgo(400))), 'high', now),
    ).toEqual([sourceOfFundsTask]);
  });

  it('speaks only of the source of funds', () => {
    for (const words of [JSON.stringify(sourceOfFundsTask), raiseWithSourceOfFunds]) {
      expect(words).not.toMatch(/risk|suspicious|high/i);
    }
  });
});
