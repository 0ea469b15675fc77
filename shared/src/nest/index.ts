/** NestJS building blocks shared by the four services. */
export * from './app-error';
export * from './error.filter';
export * from './validation';
export * from './latency.interceptor';
export * from './health.controller';
export * from './token-verifier';
export * from './admin.guard';
export * from './token-verification.module';
export * from './logger';
export * from './bootstrap';
export * from './api-models.dto';
export * from './cache-control';
export * from './clock';
export * from './rate-limit';
export * from './activity-query.dto';
