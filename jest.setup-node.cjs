// Tests run without simulated latency unless a test sets it itself.
process.env.LATENCY_READ_MS ??= '0';
process.env.LATENCY_WRITE_MS ??= '0';
process.env.LOG_LEVEL ??= 'silent';
require('reflect-metadata');
