/**
 * An image a post may point at: a file of the site (`/images/...`) or an absolute https URL. Anything
 * else (data: URLs, javascript:, protocol-relative or plain http links) is refused at the boundary.
 */
import { isURL, ValidateBy, type ValidationOptions } from 'class-validator';

const SITE_IMAGE = /^\/images\/[A-Za-z0-9._~/-]+$/;
export const IMAGE_REF_MAX = 500;

export function isImageRef(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > IMAGE_REF_MAX) return false;
  if (value.startsWith('/')) {
    return SITE_IMAGE.test(value) && !value.split('/').some((part) => part === '..' || part === '.');
  }
  return isURL(value, { protocols: ['https'], require_protocol: true, require_tld: true });
}

export function IsImageRef(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isImageRef',
      validator: {
        validate: (value) => isImageRef(value),
        defaultMessage: () => '$property must be a site path under /images/ or an https URL',
      },
    },
    options,
  );
}
