import type { SanctionsIndex, ScreeningSubject } from '../index';
import type { NegativeCase, PositiveCase } from './sets';

/**
 * Runs the labelled sets through an index: recall is the share of positives whose expected
 * entry is among the hits at the threshold (at any rank: the officer sees them all); the
 * false-positive rate is the share of negatives with any hit at all. Every screening is timed.
 */
export interface Evaluation {
  threshold: number;
  positives: number;
  recall: number;
  /** Share of positives whose expected entry is the best hit. */
  topHit: number;
  negatives: number;
  falsePositiveRate: number;
  missed: PositiveCase[];
  falsePositives: NegativeCase[];
  /** Milliseconds per screening, ascending. */
  latencies: number[];
}

export function evaluate(
  index: SanctionsIndex,
  positives: readonly PositiveCase[],
  negatives: readonly NegativeCase[],
  threshold: number,
): Evaluation {
  const latencies: number[] = [];
  const screen = (subject: ScreeningSubject) => {
    const started = performance.now();
    const hits = index.screen(subject, { threshold });
    latencies.push(performance.now() - started);
    return hits;
  };
  const missed: PositiveCase[] = [];
  let topHit = 0;
  for (const positive of positives) {
    const hits = screen(positive.subject);
    const rank = hits.findIndex(
      (hit) => hit.source === positive.expected.source && hit.ref === positive.expected.ref,
    );
    if (rank === -1) missed.push(positive);
    if (rank === 0) topHit += 1;
  }
  const falsePositives = negatives.filter((negative) => screen(negative.subject).length > 0);
  return {
    threshold,
    positives: positives.length,
    recall: (positives.length - missed.length) / positives.length,
    topHit: topHit / positives.length,
    negatives: negatives.length,
    falsePositiveRate: falsePositives.length / negatives.length,
    missed,
    falsePositives,
    latencies: latencies.sort((a, b) => a - b),
  };
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] as number;
}

export const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;
