import { ValidateBy, ValidationOptions } from 'class-validator';

/** The longest embedded image accepted, as characters of its data string (the gateway's body limit is 1 MB). */
export const CLASS_IMAGE_MAX_CHARS = 700 * 1024;

const IMAGE_DATA_PATTERN = /^data:image\/(png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/** An uploaded class image kept as a data string: a supported image type, base64, and not too large. */
export function isClassImageData(value: unknown): boolean {
  return typeof value === 'string' && value.length <= CLASS_IMAGE_MAX_CHARS && IMAGE_DATA_PATTERN.test(value);
}

export function IsClassImageData(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isClassImageData', validator: { validate: (value) => isClassImageData(value) } },
    options,
  );
}
