// The integration files share one running system. Each restores what it changes (restarted services,
// a stopped database or Redis, a stopped service) before it ends, so any order is correct; this order, by file
// name with those five at the end, only spares the other files the waits for their restarts.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const LAST = [
  'gateway-cache.spec.ts',
  'durable.spec.ts',
  'postgres-down.spec.ts',
  'service-down.spec.ts',
  'redis-down.spec.ts',
];
const rank = (test) => LAST.indexOf(path.basename(test.path));

class IntegrationSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  }
}

module.exports = IntegrationSequencer;
