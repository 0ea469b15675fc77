// The integration files share one running system, so their order is fixed: by file name, and the
// files that change the system for everyone after them (restarted services, a stopped database, a
// stopped service) at the very end, in that order.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const LAST = ['durable.spec.ts', 'postgres-down.spec.ts', 'service-down.spec.ts'];
const rank = (test) => LAST.indexOf(path.basename(test.path));

class IntegrationSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  }
}

module.exports = IntegrationSequencer;
