import { ValidateBy, ValidationOptions } from 'class-validator';
import { isClassImageData, isSafeClassImage } from './class-image-data';

export * from './class-image-data';

export function IsClassImageData(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isClassImageData', validator: { validate: (value) => isClassImageData(value) } },
    options,
  );
}

export function IsSafeClassImage(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isSafeClassImage', validator: { validate: (value) => isSafeClassImage(value) } },
    options,
  );
}
