/**
 * Runs resume inspections off the event loop, in worker threads with a heap of their own, so that a file
 * built to cost time or memory costs a worker, never the service: other requests are answered while a
 * file is inspected, and a worker that runs out of time or memory, or crashes, is replaced and its file
 * refused (inspectionBudget). At most `workers` files are inspected at once and `maxWaiting` wait for a
 * worker; more at the same time are turned away (429), so ten hostile uploads at once hold one worker
 * and a short queue, nothing more.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import { type Inspection, unsafe } from './inspection-result';
import type { InspectionReply, InspectionRequest } from './inspection.worker';
import type { ResumeExtension } from './resume-type';

export interface InspectionLimits {
  /** Files inspected at once, each in its own worker thread. */
  workers: number;
  /** Files waiting for a worker; one more is turned away. */
  maxWaiting: number;
  /** Wall time one file's inspection may take once a worker has it. */
  timeoutMs: number;
  /** The worker's old-generation heap (resourceLimits.maxOldGenerationSizeMb). */
  heapMb: number;
}

/**
 * One worker: the service's containers have one CPU at most (compose `cpus: 1`, Kubernetes 500m), so a
 * second adds memory, not throughput. 64 MB of heap: a resume's inspection holds a few MB of parsed
 * objects (the 4.9 MB file with 999 hidden objects: about 20 MB), and the parse budget stops a file at
 * about 16 MB of values (pdf-syntax.ts). Where a --max-old-space-size flag sizes the process's heap (the
 * image's NODE_OPTIONS), Node applies that flag to the worker instead; a worker left
 * holding more than half this limit after a file is then replaced, which gives its memory back. 5 s: a
 * legitimate 5 MB file takes well under one; four waiting files at most keep the longest wait (5 × 5 s)
 * within the gateway's 30 s read timeout even when every file runs out of time.
 */
export const INSPECTION_LIMITS: InspectionLimits = {
  workers: 1,
  maxWaiting: 4,
  timeoutMs: 5_000,
  heapMb: 64,
};

/** The young generation of a worker: V8 sizes it from the old one otherwise (up to 32 MB here). */
const YOUNG_GENERATION_MB = 8;

/**
 * The worker's script. The built service (dist) has the compiled worker beside this module; the tests
 * run from the TypeScript sources, which a small loader compiles first (typescript-worker.cjs).
 */
function workerScript(): { filename: string; argv: string[] } {
  const compiled = join(__dirname, 'inspection.worker.js');
  if (existsSync(compiled)) return { filename: compiled, argv: [] };
  return {
    filename: join(__dirname, 'typescript-worker.cjs'),
    argv: [join(__dirname, 'inspection.worker.ts')],
  };
}

export class InspectionPool {
  private readonly logger = new Logger('ResumeInspection');
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly waiting: (() => void)[] = [];
  private active = 0;

  constructor(private readonly limits: InspectionLimits = INSPECTION_LIMITS) {}

  /** The file's verdict, or 'busy' when too many files are being inspected already. */
  async inspect(bytes: Buffer, extension: ResumeExtension): Promise<Inspection | 'busy'> {
    if (this.active < this.limits.workers) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.limits.maxWaiting) return 'busy';
      // The finishing inspection hands its place over, so `active` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await this.run(bytes, extension);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** Stops every worker (the service is shutting down); a later inspection starts new ones. */
  async close(): Promise<void> {
    const workers = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private async run(bytes: Buffer, extension: ResumeExtension): Promise<Inspection> {
    const worker = this.idle.pop() ?? (await this.start());
    worker.ref();
    return new Promise<Inspection>((resolve) => {
      let settled = false;
      const finish = (inspection: Inspection, keep: boolean, reason?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onReply).off('error', onError).off('exit', onExit);
        if (reason) this.logger.warn(`A ${extension} file was refused, its inspection ${reason}`);
        if (keep) {
          worker.unref();
          this.idle.push(worker);
        } else {
          this.retire(worker);
        }
        resolve(inspection);
      };
      const onReply = (reply: InspectionReply) => {
        if ('inspection' in reply) finish(reply.inspection, this.keeps(reply.heapUsed, bytes.length));
      };
      const onError = (error: Error & { code?: string }) =>
        finish(
          unsafe('inspectionBudget'),
          false,
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'ran out of memory' : `crashed: ${error.message}`,
        );
      const onExit = (code: number) => finish(unsafe('inspectionBudget'), false, `ended (exit code ${code})`);
      const timer = setTimeout(
        () => finish(unsafe('inspectionBudget'), false, `took more than ${this.limits.timeoutMs} ms`),
        this.limits.timeoutMs,
      );
      worker.on('message', onReply).on('error', onError).on('exit', onExit);
      worker.postMessage({ bytes, extension } satisfies InspectionRequest);
    });
  }

  /** A new worker, once it has loaded the inspectors; a worker that cannot start is a fault (500). */
  private start(): Promise<Worker> {
    const { filename, argv } = workerScript();
    const worker = new Worker(filename, {
      argv,
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.heapMb,
        maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      },
    });
    this.all.add(worker);
    // Always heard, so a worker's error is never an unhandled 'error' event of the service; the
    // inspection it ends reports it.
    worker.on('error', () => undefined).on('exit', () => this.forget(worker));
    return new Promise<Worker>((resolve, reject) => {
      const fail = (error: Error) => {
        worker.off('message', onReady);
        this.retire(worker);
        reject(error);
      };
      const onError = (error: Error) => fail(error);
      const onExit = (code: number) =>
        fail(new Error(`The inspection worker exited (code ${code}) as it started`));
      const onReady = () => {
        worker.off('error', onError).off('exit', onExit);
        resolve(worker);
      };
      worker.once('message', onReady).once('error', onError).once('exit', onExit);
    });
  }

  /**
   * Whether a worker that has answered takes the next file. One left holding half its heap is replaced,
   * and so is one that has read a large file: its copies of the file (external memory, a few MB each)
   * would wait for a collection that a heap limit as large as the process's puts off, while the queued
   * uploads need that memory now. Starting a worker costs about a tenth of a second.
   */
  private keeps(heapUsed: number, fileBytes: number): boolean {
    return heapUsed < (this.limits.heapMb * MB) / 2 && fileBytes < LARGE_FILE_BYTES;
  }

  private retire(worker: Worker): void {
    this.forget(worker);
    void worker.terminate();
  }

  private forget(worker: Worker): void {
    this.all.delete(worker);
    const index = this.idle.indexOf(worker);
    if (index !== -1) this.idle.splice(index, 1);
  }
}

const MB = 1024 * 1024;
const LARGE_FILE_BYTES = MB;
