/**
 * The inspection worker thread's entry: inspects each file it is sent, one at a time, and answers with
 * the verdict and the heap it is left holding (the pool retires a worker that keeps too much: pdf-lib
 * caches every name and reference it has seen, for the life of the thread).
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { Inspection } from './inspection-result';
import { inspectResume } from './inspectors';
import type { ResumeExtension } from './resume-type';

export interface InspectionRequest {
  bytes: Uint8Array;
  extension: ResumeExtension;
}

export type InspectionReply = { ready: true } | { inspection: Inspection; heapUsed: number };

const port = parentPort;
if (!port) throw new Error('inspection.worker runs as a worker thread');

const answer = (inspection: Inspection) =>
  port.postMessage({ inspection, heapUsed: getHeapStatistics().used_heap_size } satisfies InspectionReply);

port.on('message', ({ bytes, extension }: InspectionRequest) => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  inspectResume(buffer, extension).then(
    (inspection) => answer(inspection),
    // An inspector that throws has not decided: the file is refused, as one that cannot be read.
    () => answer({ safe: false, rule: 'unreadable' }),
  );
});

port.postMessage({ ready: true } satisfies InspectionReply);
