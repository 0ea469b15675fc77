import { STATUS_PHRASES } from '@madar/shared';

/**
 * A stand-in for XMLHttpRequest (jsdom's would go to the network) covering what api-client's `upload`
 * uses. Each request is recorded; a test drives it with `progress()` and `respond()`.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body?: unknown) {
    this.status = status;
    this.statusText = STATUS_PHRASES[status] ?? '';
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }

  /** The multipart body as a plain object of its text fields (files by name). */
  fields(): Record<string, string> {
    const out: Record<string, string> = {};
    if (this.body instanceof FormData) {
      for (const [key, value] of this.body.entries())
        out[key] = typeof value === 'string' ? value : value.name;
    }
    return out;
  }
}

/** Installs the fake for one test; returns a function that restores the real one. */
export function installFakeXhr(): () => void {
  const original = globalThis.XMLHttpRequest;
  FakeXhr.instances = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = original;
  };
}

export const lastXhr = (): FakeXhr => {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('No XMLHttpRequest was made');
  return xhr;
};
