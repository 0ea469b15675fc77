/**
 * An upload made into the library's files: its type judged by its first bytes (never by its name or the
 * Content-Type the client sent), its size in pixels checked from its header before anything is decoded,
 * then decoded once (sharp runs on libuv's thread pool, off the request thread), turned upright by its
 * EXIF orientation and re-encoded at the responsive widths. Nothing of the original's metadata (EXIF
 * with GPS positions, XMP, comments, ICC profiles) survives: every file is written from raw pixels.
 *
 * SVG is refused: it is a document, not pixels. Served from the site's own origin it may run scripts
 * and load other resources, and rasterising it would bring an XML parser and a renderer into reach of
 * anyone with an editor's account.
 */
import { AppError } from '@madar/shared/nest';
import sharp from 'sharp';
import {
  MEDIA_ERRORS,
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_WIDTH,
  MEDIA_WIDTHS,
  type MediaFileFormat,
  type MediaSourceFormat,
} from './media.model';

// Decoded images are not kept between uploads (libvips' cache would hold up to 50 MB of them), and
// one image is worked on by one thread: the two cores are shared with every other request.
sharp.cache(false);
sharp.concurrency(1);

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** The accepted type the content starts as; undefined for anything else (SVG, PDF, text, …). */
export function sniffImage(bytes: Buffer): MediaSourceFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'gif';
  // ISO base media: a `ftyp` box whose major brand is AVIF (a still image or a sequence).
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  return undefined;
}

/** libvips' name of each accepted type, which the decoder must agree with. */
const DECODER_FORMAT: Record<MediaSourceFormat, string> = {
  png: 'png',
  jpeg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

export interface EncodedFile {
  width: number;
  format: MediaFileFormat;
  content: Buffer;
}

export interface ProcessedImage {
  sourceFormat: MediaSourceFormat;
  /** Of the largest file. */
  width: number;
  height: number;
  files: EncodedFile[];
}

const unsupported = () =>
  new AppError(
    415,
    MEDIA_ERRORS.UNSUPPORTED_TYPE,
    'The file is not a PNG, JPEG, WebP, GIF or AVIF image (SVG is not taken)',
  );
const unreadable = () =>
  new AppError(
    422,
    MEDIA_ERRORS.UNREADABLE,
    'The image could not be read: the file is damaged or incomplete',
  );
const tooManyPixels = () =>
  new AppError(
    422,
    MEDIA_ERRORS.TOO_MANY_PIXELS,
    `The image must not have more than ${MEDIA_MAX_PIXELS / 1_000_000} megapixels`,
  );

/** The widths kept of an image `width` pixels wide: the standard ones below it, then its own (capped). */
export function mediaWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_MAX_WIDTH);
  return [...MEDIA_WIDTHS.filter((candidate) => candidate < largest), largest];
}

// Only the first frame of an animation is read (a GIF or an AVIF sequence becomes a still image).
const DECODE: sharp.SharpOptions = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error', pages: 1 };

async function readHeader(bytes: Buffer, format: MediaSourceFormat): Promise<sharp.Metadata> {
  let metadata: sharp.Metadata;
  try {
    // The header only (nothing decoded), read without sharp's own pixel limit so that a canvas too large
    // is told apart from a damaged file.
    metadata = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== DECODER_FORMAT[format]) throw unreadable();
  const { width, height } = metadata;
  if (!width || !height) throw unreadable();
  // pageHeight: an animation's frames are stacked; only the first is read.
  if (width * (metadata.pageHeight ?? height) > MEDIA_MAX_PIXELS) throw tooManyPixels();
  return metadata;
}

/**
 * One image is worked on at a time per process: a 12-megapixel photo peaks near 200 MB of the
 * service's 256 MB while it is decoded and encoded, so two at once could get the container killed.
 * The others wait their turn (the gateway lets an address upload 4 at once).
 */
let queue: Promise<unknown> = Promise.resolve();

/** Checks and re-encodes an upload; 415, 422 in the contract's envelope when it is refused. */
export function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const turn = queue.then(() => encode(bytes));
  queue = turn.catch(() => undefined);
  return turn;
}

async function encode(bytes: Buffer): Promise<ProcessedImage> {
  const sourceFormat = sniffImage(bytes);
  if (!sourceFormat) throw unsupported();
  const metadata = await readHeader(bytes, sourceFormat);

  let raw: { data: Buffer; info: sharp.OutputInfo };
  try {
    // Decoded once, upright, at the largest width kept; every file is made from these pixels.
    raw = await sharp(bytes, DECODE)
      .rotate()
      .resize({ width: MEDIA_MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable();
  }
  const { width, height, channels } = raw.info;
  const pixels = () => sharp(raw.data, { raw: { width, height, channels } });
  const widths = mediaWidths(width);

  const files: EncodedFile[] = [];
  for (const target of widths) {
    const resized = target === width ? pixels() : pixels().resize({ width: target });
    files.push({ width: target, format: 'webp', content: await resized.webp({ quality: 80 }).toBuffer() });
  }
  // The fallback for browsers without WebP, at the largest width: PNG keeps transparency, JPEG the rest.
  const transparent = metadata.hasAlpha === true;
  const fallback = transparent
    ? await pixels().png({ compressionLevel: 9 }).toBuffer()
    : await pixels().jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  files.push({ width, format: transparent ? 'png' : 'jpg', content: fallback });
  return { sourceFormat, width, height, files };
}
