// The failed tests of a run, read from the runners' JSON reports, one line each with the first
// line of its error: `npm test` prints them beside its summary, because a CI log is often read
// from its end only, and a failure thousands of lines up is otherwise lost.
import path from 'node:path';

const firstLine = (message) =>
  String(message ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '')
    ?.slice(0, 200) ?? '';

/** Vitest's JSON report: each failed test, and a failed file with none (an import error). */
export function vitestFailures(suite, report, root) {
  const found = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      found.push(
        `${suite}: ${where} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`,
      );
    }
    if (failed.length === 0 && file.status === 'failed') {
      found.push(`${suite}: ${where}\n    ${firstLine(file.message)}`);
    }
  }
  return found;
}

/** Playwright's JSON report: each test whose last try failed. */
export function playwrightFailures(report) {
  const found = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        found.push(
          `playwright [${test.projectName}]: ${spec.file}:${spec.line} › ${spec.title}\n    ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return found;
}
