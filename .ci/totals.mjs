// Sums the results every test runner wrote under the given folder and prints `N passed, N failed`.
// Jest writes --json reports (unit.json, integration.json), Playwright its JSON reporter (e2e.json).
// A runner that wrote no report (it crashed before reporting) counts as one failure, so a crash is never green.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'test-results';
const runners = [
  ['unit', 'jest'],
  ['integration', 'jest'],
  ['e2e', 'playwright'],
];
let passed = 0;
let failed = 0;
for (const [name, kind] of runners) {
  const file = join(dir, `${name}.json`);
  if (!existsSync(file)) {
    console.log(`${name}: no report (the runner did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let p = 0;
  let f = 0;
  let ms = 0;
  if (kind === 'jest') {
    p = report.numPassedTests;
    f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    const ends = (report.testResults ?? []).map((result) => result.endTime ?? 0);
    ms = ends.length > 0 ? Math.max(...ends) - report.startTime : 0;
  } else {
    p = (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    f = (report.stats?.unexpected ?? 0) + (report.errors?.length ?? 0);
    ms = report.stats?.duration ?? 0;
  }
  // How long each runner took, so the run's time budget can be watched per runner.
  console.log(`${name}: ${p} passed, ${f} failed, ${Math.round(ms / 1000)} s`);
  passed += p;
  failed += f;
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
