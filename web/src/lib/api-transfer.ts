/**
 * File transfers: an admin-only download with the bearer token, and a multipart upload with progress
 * (the application form's resume). Apart from api-client so public pages do not load them with every
 * page; same headers, 401 handling and ApiError mapping as `request`.
 */
import { getAdminToken } from './admin-session';
import { buildUrl, parseJson, signOutAfter401, type HttpMethod } from './api-client';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

export interface DownloadedFile {
  blob: Blob;
  /** The name from the server's Content-Disposition header, when it sent one. */
  filename: string | undefined;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*=UTF-8''…` wins over `filename=`). */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter below.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name.trim().replace(/\\(.)/g, '$1') : undefined;
}

/**
 * GET a binary file (e.g. an admin-only resume) with the same token and error handling as `request`;
 * a plain link could not carry the Authorization header.
 */
export async function requestFile(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  const token = getAdminToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path), { method: 'GET', headers, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, CLIENT_ERROR_CODES.NETWORK, 'The server could not be reached');
  }
  if (!response.ok) {
    const body = parseJson(await response.text());
    if (response.status === 401) {
      signOutAfter401();
    }
    throw ApiError.fromResponse(response.status, response.statusText, body);
  }
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
  };
}

export interface UploadOptions {
  method?: Extract<HttpMethod, 'POST' | 'PUT' | 'PATCH'>;
  /** Called with the share of the body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart upload with progress. It uses XMLHttpRequest because fetch reports no upload progress;
 * headers, the 401 handling and the error mapping are the same as `request` so screens see one ApiError.
 */
export function upload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAdminToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const { onProgress, signal } = options;
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      const parsed = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(parsed as T);
        return;
      }
      if (xhr.status === 401) {
        signOutAfter401();
      }
      reject(ApiError.fromResponse(xhr.status, xhr.statusText, parsed));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, CLIENT_ERROR_CODES.NETWORK, 'The server could not be reached'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
