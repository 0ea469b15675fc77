/**
 * jsdom lacks the Fetch API that React Router's data router builds on (it creates a Request per
 * navigation) and that MSW intercepts. Borrow Node's own implementations from the main context, with
 * the AbortController and streams they expect, since classes from two realms do not mix. Imported
 * first by setup-tests: MSW needs them (BroadcastChannel too) as it loads.
 */
import { runInThisContext } from 'node:vm';

const nodeWebApis = runInThisContext(
  `({ fetch, Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder,
    ReadableStream, WritableStream, TransformStream, BroadcastChannel })`,
) as Record<string, unknown>;
Object.assign(globalThis, nodeWebApis);
