/**
 * An image a post may point at: a file of the site (`/images/...` or the media library's `/media/...`,
 * SITE_IMAGE_PATTERN) or an absolute
 * https URL, at most `maxLength` characters (the post contract's limit of the field). Anything else
 * (data: URLs, javascript:, protocol-relative or plain http links) is refused at the boundary.
 */
import { SITE_IMAGE_PATTERN } from '@madar/shared';
import { isURL, ValidateBy, type ValidationOptions } from 'class-validator';

export function isImageRef(value: unknown, maxLength: number): boolean {
  if (typeof value !== 'string' || value.length > maxLength) return false;
  if (value.startsWith('/')) {
    return SITE_IMAGE_PATTERN.test(value) && !value.split('/').some((part) => part === '..' || part === '.');
  }
  return isURL(value, { protocols: ['https'], require_protocol: true, require_tld: true });
}

export function IsImageRef(maxLength: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isImageRef',
      validator: {
        validate: (value) => isImageRef(value, maxLength),
        defaultMessage: () => '$property must be a site path under /images/ or /media/, or an https URL',
      },
    },
    options,
  );
}
