// One visitor reading pages one request at a time (`/` and `/ar/` in turn) for the given seconds; prints
// one line of JSON: its latency, its request count and the problems bench/verdict.mjs finds in its run.
// bench/pages.mjs runs it in a container on the gateway's network, so it reaches the gateway from an
// address of its own while the host floods it from another.
//   node bench/second-client.mjs <gateway base URL> <seconds>
import autocannon from 'autocannon';
import { problemsOf } from './verdict.mjs';

const [base = 'http://gateway', seconds = '10'] = process.argv.slice(2);
const result = await autocannon({
  url: base,
  connections: 1,
  duration: Number(seconds),
  headers: { 'accept-encoding': 'gzip' },
  requests: [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/ar/' },
  ],
});
console.log(
  JSON.stringify({
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    problems: problemsOf(result),
  }),
);
