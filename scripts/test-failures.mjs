// The failed tests of a run, and those that passed only on a retry, read from the runners' JSON
// reports, one line each with the first line of its error. `npm test` prints them beside its
// summary, because a CI log is often read from its end only, and a failure thousands of lines up
// is otherwise lost; a flaky test is named there too, so a retry never hides it.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const firstLine = (message) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '')
    ?.slice(0, 200) ?? '';

/**
 * Vitest's JSON report: each failed test (and a failed file with none, an import error), and each
 * test that passed after failing (Vitest keeps the errors of a retried test that then passed).
 */
export function vitestOutcomes(suite, report, root) {
  const failed = [];
  const flaky = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults ?? [];
    for (const test of tests) {
      const line = `${suite}: ${where} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`;
      if (test.status === 'failed') failed.push(line);
      else if (test.status === 'passed' && test.failureMessages?.length) flaky.push(line);
    }
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      failed.push(`${suite}: ${where}\n    ${firstLine(file.message)}`);
    }
  }
  return { failed, flaky };
}

/** Playwright's JSON report: each test whose last try failed, and each that passed on a retry. */
export function playwrightOutcomes(report) {
  const failed = [];
  const flaky = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        const line = `playwright [${test.projectName}]: ${spec.file}:${spec.line} › ${spec.title}\n    ${firstLine(error)}`;
        (test.status === 'flaky' ? flaky : failed).push(line);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  // Errors outside any test: the global teardown (the secret scan of the API's log), a server
  // that did not start.
  for (const error of report?.errors ?? []) {
    failed.push(`playwright: ${firstLine(error.message ?? error.value)}`);
  }
  return { failed, flaky };
}
