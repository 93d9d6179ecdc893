import {
  supportStatuses,
  supportStatusTitles,
  supportTopics,
  supportTopicTitles,
} from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { requestStatusTitle, requestStatusTitles, topicTitle, topicTitles } from './support-words';

describe('the support words', () => {
  it('are the contract’s topic titles, word for word', () => {
    for (const topic of supportTopics) {
      expect(topicTitles[topic].message).toBe(supportTopicTitles[topic]);
      expect(topicTitle(topic)).toBe(supportTopicTitles[topic]);
    }
  });

  it('are the contract’s status titles, word for word', () => {
    for (const status of supportStatuses) {
      expect(requestStatusTitles[status].message).toBe(supportStatusTitles[status]);
      expect(requestStatusTitle(status)).toBe(supportStatusTitles[status]);
    }
  });
});
