// `node --test 'bench/*.test.mjs'`: the verdict every bench relies on (bench/verdict.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { problemsOf, settled } from './verdict.mjs';

const result = (fields) => ({
  errors: 0,
  timeouts: 0,
  mismatches: 0,
  non2xx: 0,
  statusCodeStats: { 200: { count: 100 } },
  requests: { total: 100 },
  ...fields,
});

test('a run answered 200 throughout has no problem', () => {
  assert.deepEqual(problemsOf(result({})), []);
});

test('a run whose every request was refused is a failure, however fast', () => {
  const refused = result({ non2xx: 30_467, statusCodeStats: { 503: { count: 30_467 } } });
  assert.deepEqual(problemsOf(refused), ['30467 answered 503']);
});

test('connection errors and timeouts are failures', () => {
  assert.deepEqual(problemsOf(result({ errors: 3, timeouts: 2 })), ['3 errors (2 of them timeouts)']);
});

test('a status other than the expected one fails even inside 2xx', () => {
  const partial = result({ statusCodeStats: { 200: { count: 90 }, 204: { count: 10 } } });
  assert.deepEqual(problemsOf(partial), ['10 answered 204']);
  assert.deepEqual(problemsOf(result({ statusCodeStats: { 429: { count: 5 } }, non2xx: 5 }), [429]), []);
});

test('non-2xx answers count when per-status figures are off', () => {
  assert.deepEqual(problemsOf(result({ statusCodeStats: {}, non2xx: 7 })), ['7 answers outside 2xx']);
});

test('a run in which nothing completed is a failure', () => {
  const none = result({ statusCodeStats: {}, requests: { total: 0 } });
  assert.deepEqual(problemsOf(none), ['no request completed']);
});

test('memory has settled when the last samples lie within the tolerance and set no new peak', () => {
  assert.equal(settled([100, 150, 200], 5, 0.02), null);
  assert.equal(settled([150, 203, 200, 201, 202, 200, 203], 5, 0.02).settled, true);
  assert.equal(settled([150, 180, 190, 200, 210, 220], 5, 0.02).settled, false);
});

test('a slow steady climb is not settled, even within the tolerance', () => {
  const creeping = [136, 137, 138, 139, 140, 141, 142, 143];
  assert.equal(settled(creeping, 4, 0.03).spread <= 0.03, true);
  assert.equal(settled(creeping, 4, 0.03).settled, false);
});
