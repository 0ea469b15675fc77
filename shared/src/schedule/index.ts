/** Scheduled work: the port, its timer (memory mode) and pg-boss (durable mode) sides, the module. */
export * from './scheduler';
export * from './scheduler.pg-boss';
export * from './schedule.module';
