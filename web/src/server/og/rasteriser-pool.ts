import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DrawJob, DrawReply } from './rasteriser-protocol';

export interface RasteriserOptions {
  /** The worker's entry: dist-server/og-worker.mjs when built, rasterise-worker.ts from the source. */
  workerPath: string;
  /** resvg's .wasm file; by default resolved from node_modules. */
  wasmPath?: string;
  /** Worker threads (default: one per core beyond the renderer's own, at most two; at least one). */
  workers?: number;
  /** Cards that may wait for a free worker; one more is refused (default 16, a few seconds' work). */
  maxQueue?: number;
}

export interface DrawnCard {
  /** The PNG, or undefined when resvg cannot read the illustration. */
  png: Buffer | undefined;
  /** The thread that drew it. */
  threadId: number;
}

export interface Rasteriser {
  /** Draws `card`, after checking `illustration` reads; rejects with RasteriserBusyError when the queue is full. */
  draw(card: string, illustration: string): Promise<DrawnCard>;
  /** Ends the worker threads; cards under way fail. */
  close(): Promise<void>;
}

/** Every worker is busy and the queue is full: the caller answers 503 and asks to come back. */
export class RasteriserBusyError extends Error {
  constructor() {
    super('Every Open Graph rasteriser is busy');
    this.name = 'RasteriserBusyError';
  }
}

interface Waiting {
  job: DrawJob;
  resolve: (card: DrawnCard) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  current?: Waiting;
}

export const defaultWorkers = (): number => Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * A small pool of rasteriser threads with a bounded queue, so cards are drawn off the renderer's event
 * loop (pages keep being answered meanwhile) and a flood of requests for different cards cannot pile
 * up unbounded work. Threads start on the first card and are restarted after a crash.
 *
 * Hand-written rather than piscina or tinypool: those start their own worker wrapper from a path inside
 * their package, which does not exist in the renderer's image (one bundle, no node_modules).
 */
export function createRasteriserPool(options: RasteriserOptions): Rasteriser {
  const size = options.workers ?? defaultWorkers();
  const maxQueue = options.maxQueue ?? 16;
  const slots: Slot[] = [];
  const queue: Waiting[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Slot {
    const worker = new Worker(options.workerPath, { workerData: { wasmPath: options.wasmPath } });
    const slot: Slot = { worker };
    // The server keeps the process alive, not an idle rasteriser (nor in tests).
    worker.unref();
    worker.on('message', (reply: DrawReply) => {
      const waiting = slot.current;
      if (waiting?.job.id !== reply.id) return;
      slot.current = undefined;
      if (reply.error !== undefined) waiting.reject(new Error(`Card not drawn: ${reply.error}`));
      else waiting.resolve({ png: reply.png ? Buffer.from(reply.png) : undefined, threadId: reply.threadId });
      pump();
    });
    const fail = (error: Error) => {
      slots.splice(slots.indexOf(slot), 1);
      slot.current?.reject(error);
      slot.current = undefined;
      if (!closed) pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (slots.includes(slot)) fail(new Error(`Rasteriser thread exited with code ${code}`));
    });
    slots.push(slot);
    return slot;
  }

  function pump(): void {
    while (queue.length > 0) {
      const slot =
        slots.find((candidate) => !candidate.current) ?? (slots.length < size ? start() : undefined);
      if (!slot) return;
      const waiting = queue.shift()!;
      slot.current = waiting;
      slot.worker.postMessage(waiting.job);
    }
  }

  return {
    draw(card, illustration) {
      if (closed) return Promise.reject(new Error('The rasteriser is closed'));
      const idle = slots.some((slot) => !slot.current) || slots.length < size;
      if (!idle && queue.length >= maxQueue) return Promise.reject(new RasteriserBusyError());
      return new Promise<DrawnCard>((resolve, reject) => {
        queue.push({ job: { id: nextId++, card, illustration }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(new Error('The rasteriser is closed'));
      const stopping = slots.splice(0);
      for (const slot of stopping) slot.current?.reject(new Error('The rasteriser is closed'));
      await Promise.all(stopping.map((slot) => slot.worker.terminate()));
    },
  };
}
