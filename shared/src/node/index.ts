/** Node-only helpers: environment parsing and the latency settings. */
export * from './config';
export * from './latency';
// Validators for a service's own variables, so services declare them without depending on envalid.
export { bool, email, makeValidator, num, port, str, url } from 'envalid';
