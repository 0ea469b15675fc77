/** The media library's settings from the service's config (MEDIA_MAX_BYTES, MEDIA_MEMORY_BYTES). */
export const MEDIA_LIMITS = Symbol('media-limits');

export interface MediaLimits {
  /** Bytes an upload may have. */
  maxUploadBytes: number;
  /** Memory mode: bytes every stored file may take together. */
  memoryMaxBytes: number;
}
