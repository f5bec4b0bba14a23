import { string } from 'yup';
import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../constants';

/** The symbols RFC 5322 allows in an unquoted local part besides letters, digits and dots. */
const LOCAL_SYMBOLS = new Set("!#$%&'*+-/=?^_`{|}~");
/** One code point that is a letter, a digit or a combining mark, in any script. */
const LETTER_OR_DIGIT = /^[\p{L}\p{N}\p{M}]$/u;

function isLetterOrDigit(char: string): boolean {
  return (
    (char >= 'a' && char <= 'z') ||
    (char >= 'A' && char <= 'Z') ||
    (char >= '0' && char <= '9') ||
    (char > '\u007f' && LETTER_OR_DIGIT.test(char))
  );
}

/** Dot-separated atoms: no leading, trailing or double dot; no quotes, spaces or brackets. */
function isLocalPart(local: string): boolean {
  if (local.length === 0 || local.length > EMAIL_LOCAL_PART_MAX_LENGTH) return false;
  return local
    .split('.')
    .every(
      (atom) =>
        atom.length > 0 && [...atom].every((c) => isLetterOrDigit(c) || LOCAL_SYMBOLS.has(c)),
    );
}

function isDomainLabel(label: string): boolean {
  if (label.length === 0 || label.length > 63) return false;
  if (label.startsWith('-') || label.endsWith('-')) return false;
  return [...label].every((char) => char === '-' || isLetterOrDigit(char));
}

/** At least two labels of letters, digits and hyphens; the last (the TLD) not only digits. */
function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  const tld = labels[labels.length - 1];
  return labels.length >= 2 && labels.every(isDomainLabel) && tld.length >= 2 && !/^\d+$/.test(tld);
}

/**
 * The one address rule of the product (sign-in, invites, forms, the API, CSV import): `local@domain`,
 * at most 254 characters with a local part of at most 64; the local part is dot-separated atoms of
 * letters, digits and ``!#$%&'*+-/=?^_`{|}~`` (no quotes, parentheses, spaces, commas, angle
 * brackets, semicolons, backslashes or control characters); the domain is dot-separated labels of
 * letters, digits and hyphens ending in a top-level domain. Letters of any script are accepted.
 * Runs in time linear in the (capped) length.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at === -1 || value.indexOf('@', at + 1) !== -1) return false;
  return isLocalPart(value.slice(0, at)) && isDomain(value.slice(at + 1));
}

const addressTest = (value: string | undefined) =>
  value === undefined || value === '' || isEmailAddress(value);

/** An optional email field, trimmed, checked with `isEmailAddress` when not empty. */
export function emailAddressSchema(invalid: string) {
  return string().trim().test('email-address', invalid, addressTest);
}

/** A required email field, trimmed, checked with `isEmailAddress`. */
export function requiredEmailAddressSchema(invalid: string, required: string) {
  return string().trim().required(required).test('email-address', invalid, addressTest);
}

/** A domain as an address has it (`acme.com`), at most 253 characters. */
export function isEmailDomain(value: string): boolean {
  return value.length <= 253 && isDomain(value);
}
