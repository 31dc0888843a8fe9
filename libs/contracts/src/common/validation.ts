import { Transform } from 'class-transformer';
import { Matches, ValidateBy, ValidateIf, ValidationOptions } from 'class-validator';
import { isWholeCents } from '../money/money';

/** A character as a reader sees it that is only white space or invisible format characters. */
const BLANK = /^[\s\p{Cf}]+$/u;
/** White space or an invisible format character at either end: something trimEdges may have to take off. */
const EDGE_BLANK = /^[\s\p{Cf}]|[\s\p{Cf}]$/u;
const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The text in its composed form (NFC: `é` typed as e and an accent is the one `é`), without white space or
 * invisible format characters (zero-width space, marks of direction) at either end. It trims whole characters as
 * a reader sees them, so the invisible tags that make 🏴 the flag of England or Scotland stay with it.
 */
export function trimEdges(text: string): string {
  const composed = text.normalize('NFC');
  // Most text has nothing to trim: it is not cut into characters at all.
  if (!EDGE_BLANK.test(composed)) return composed;
  const parts = Array.from(GRAPHEMES.segment(composed), ({ segment }) => segment);
  let start = 0;
  let end = parts.length;
  while (start < end && BLANK.test(parts[start])) start += 1;
  while (end > start && BLANK.test(parts[end - 1])) end -= 1;
  return parts.slice(start, end).join('');
}

/**
 * Trims strings (trimEdges), invisible characters included, so that a name of zero-width spaces counts as empty,
 * and composes them, so that two spellings of one name are one; leaves anything else for the type check to
 * reject. Put it above the length rules.
 */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? trimEdges(value) : value));

/**
 * Trim for a name that must be unique: also written in plain letters (NFKC), so that a name typed in full-width
 * letters (`Ｙｏｇａ`) or with a ligature is the name it reads as, and meets the same uniqueness rule.
 */
export const TrimToPlain = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? trimEdges(value.normalize('NFKC')) : value,
  );

/**
 * The field may be left out. `null` is not "left out": it is checked by the field's rules and refused with
 * the field's own message (class-validator's IsOptional would let it through to the database).
 */
export const OmittableField = () => ValidateIf((_: object, value: unknown) => value !== undefined);

/** The field may be left out or set to null (it is stored as null); any other value must pass its rules. */
export const NullableField = () =>
  ValidateIf((_: object, value: unknown) => value !== undefined && value !== null);

/**
 * Text without line breaks, other control characters or the marks that reorder text (bidirectional embeddings,
 * overrides and isolates): none belongs in a name or a title, and each would let one forge a line of an e-mail
 * or a log, or make a name read as another.
 */
const ONE_LINE = /^[^\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/u;

/** The text is a single line of plain text, refused with `message` (an e-mail address's own). */
export const OneLine = (message: string) => Matches(ONE_LINE, { message });

/** The text is a single line of plain text (a name, a title); `field` names it in the 400's message. */
export const SingleLine = (field: string) => OneLine(`${field} must be a single line of plain text`);

/** Invisible format characters: zero-width spaces and joiners, soft hyphens, marks of direction. */
const NO_INVISIBLE = /^[^\p{Cf}]*$/u;

/**
 * Every character of the text shows: a username with a zero-width space inside would read as another member's.
 * `field` names it in the 400's message.
 */
export const AllVisible = (field: string) =>
  Matches(NO_INVISIBLE, { message: `${field} must not contain invisible characters` });

/**
 * The alphabets whose letters pass for one another (Latin a, Cyrillic а, Greek α...): a name mixing two of them is
 * a look-alike of another's (`аdmin` with a Cyrillic а), never a name anyone writes.
 */
const LOOK_ALIKE_ALPHABETS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Cherokee}/u,
];

/** Whether the text has letters of two alphabets that pass for one another. */
function mixesLookAlikeAlphabets(text: string): boolean {
  return LOOK_ALIKE_ALPHABETS.filter((alphabet) => alphabet.test(text)).length > 1;
}

/**
 * The text reads as itself: written in plain letters (its NFKC form: no full-width `ａｄｍｉｎ`, ligatures or styled
 * mathematical letters) and in one of the look-alike alphabets at most. `field` names it in the 400's message.
 */
export const NoLookAlikes = (field: string) =>
  ValidateBy({
    name: 'noLookAlikes',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && value === value.normalize('NFKC') && !mixesLookAlikeAlphabets(value),
      defaultMessage: () => `${field} must be written in plain letters of one alphabet`,
    },
  });

/** Dollars with at most two decimals (class-validator's maxDecimalPlaces throws on numbers such as 1e-9). */
export function IsWholeCents(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isWholeCents', validator: { validate: (value) => isWholeCents(value) } },
    options,
  );
}
