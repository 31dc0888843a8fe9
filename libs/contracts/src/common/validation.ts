import { Transform } from 'class-transformer';
import { ValidateIf } from 'class-validator';

/** White space and invisible format characters (zero-width space, joiners, marks of direction) at either end. */
const EDGE_BLANKS = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/**
 * Trims strings, invisible characters included, so that a name of zero-width spaces counts as empty; leaves
 * anything else for the type check to reject. Put it above the length rules.
 */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(EDGE_BLANKS, '') : value,
  );

/**
 * The field may be left out. `null` is not "left out": it is checked by the field's rules and refused with
 * the field's own message (class-validator's IsOptional would let it through to the database).
 */
export const OmittableField = () => ValidateIf((_: object, value: unknown) => value !== undefined);

/** The field may be left out or set to null (it is stored as null); any other value must pass its rules. */
export const NullableField = () =>
  ValidateIf((_: object, value: unknown) => value !== undefined && value !== null);
