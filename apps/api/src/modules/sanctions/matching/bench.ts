/**
 * Screening bench: builds the index from the three real lists and screens the labelled sets.
 * Prints the index's build time and memory, the latency of one screening (p50/p95/p99/max, after
 * a warm-up run of the same sets), recall and false-positive rate at the default threshold and
 * around it. Run from the repository root:
 *
 *   npx tsx apps/api/src/modules/sanctions/matching/bench.ts
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_HIT_THRESHOLD, SanctionsIndex } from './index';
import { evaluate, percent, percentile } from './evaluation/evaluate';
import { loadRealLists } from './evaluation/real-lists';
import { negativeCases, positiveCases } from './evaluation/sets';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapMb = (): number => {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const entries = await loadRealLists();
const positives = positiveCases(entries);
const negatives = negativeCases();
const heapBefore = heapMb();
const buildStarted = performance.now();
const index = new SanctionsIndex(entries);
const buildMs = performance.now() - buildStarted;
const indexMb = heapMb() - heapBefore;
const { names, tokens } = index.size;
console.log(
  `index: ${entries.length} entries, ${names} names, ${tokens} distinct tokens; ` +
    `built in ${buildMs.toFixed(0)} ms, ${indexMb.toFixed(0)} MiB of heap`,
);
console.log(`sets: ${positives.length} positives, ${negatives.length} negatives`);

evaluate(index, positives, negatives, DEFAULT_HIT_THRESHOLD); // warm-up: JIT and caches
const result = evaluate(index, positives, negatives, DEFAULT_HIT_THRESHOLD);
const ms = (share: number): string => percentile(result.latencies, share).toFixed(2);
console.log(
  `latency over ${result.latencies.length} screenings: p50 ${ms(0.5)} ms, p95 ${ms(0.95)} ms, ` +
    `p99 ${ms(0.99)} ms, max ${ms(1)} ms`,
);
console.log(
  `threshold ${DEFAULT_HIT_THRESHOLD}: recall ${percent(result.recall)} ` +
    `(best hit ${percent(result.topHit)}), false positives ${percent(result.falsePositiveRate)} ` +
    `(${result.falsePositives.length} of ${result.negatives})`,
);

const found = (cases: typeof positives): string =>
  `${cases.filter((positive) => !result.missed.includes(positive)).length}/${cases.length}`;
const withDate = positives.filter((positive) => positive.subject.dateOfBirth !== undefined);
const withoutDate = positives.filter((positive) => positive.subject.dateOfBirth === undefined);
console.log(`  found with a date of birth ${found(withDate)}, without ${found(withoutDate)}`);
const byCountry = new Map<string, number>();
for (const negative of result.falsePositives) {
  const country = negative.subject.nationality ?? '?';
  byCountry.set(country, (byCountry.get(country) ?? 0) + 1);
}
console.log(
  `  false positives by nationality: ${[...byCountry].map(([c, n]) => `${c} ${n}`).join(', ')}`,
);

console.log('\nthreshold  recall  false positives');
for (const threshold of [0.8, 0.84, 0.86, 0.88, 0.9, 0.92]) {
  const swept = evaluate(index, positives, negatives, threshold);
  console.log(
    `${threshold.toFixed(2).padEnd(10)} ${percent(swept.recall).padEnd(7)} ${percent(swept.falsePositiveRate)}`,
  );
}

const byVariation = new Map<string, { total: number; missed: number }>();
for (const positive of positives) {
  const kind = positive.variation.includes('+') ? 'two variations' : positive.variation;
  const counts = byVariation.get(kind) ?? { total: 0, missed: 0 };
  counts.total += 1;
  if (result.missed.includes(positive)) counts.missed += 1;
  byVariation.set(kind, counts);
}
console.log(`\nrecall by variation at ${DEFAULT_HIT_THRESHOLD}:`);
for (const [kind, { total, missed }] of [...byVariation].sort()) {
  console.log(`  ${kind.padEnd(20)} ${total - missed}/${total}`);
}
console.log('\nmissed:');
for (const miss of result.missed) {
  console.log(`  ${miss.variation}: '${miss.subject.name}' for '${miss.listedName}'`);
}
console.log('\nfalse positives:');
for (const negative of result.falsePositives) {
  const [best] = index.screen(negative.subject);
  console.log(
    `  '${negative.subject.name}' (${negative.subject.nationality}): ${best?.reasons.join('; ')}`,
  );
}
