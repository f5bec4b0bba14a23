import type { ParsedMail } from 'mailparser';
import { REPLY_CATEGORIES, type ReplyCategory } from '@outbound/common';
import type { Classified } from './classify';
import { capped, MAIL_HEADER_MAX } from './mail-scan';
import { ownText } from './reply-snippet';

export { REPLY_CATEGORIES, type ReplyCategory };

/** Characters of a message's own text the phrases are looked for in (never the quoted part). */
export const CATEGORY_TEXT_MAX = 2000;
/** A message whose own text is this short and says "unsubscribe" is a request (not a footer). */
const SHORT_REQUEST = 60;

/**
 * Words of an out-of-office, in the languages the auto-reply subjects cover: looked for in the
 * subject and the own text of a message already known to be automatic (its headers or subject).
 */
const AWAY_PHRASES = [
  'out of office',
  'out of the office',
  'ooo',
  'away from the office',
  'away from my desk',
  'not in the office',
  'on vacation',
  'on holiday',
  'on leave',
  'annual leave',
  'parental leave',
  'currently away',
  'abwesenheit',
  'abwesenheitsnotiz',
  'vacation reply',
  'abwesend',
  'nicht im büro',
  'außer haus',
  'urlaub',
  'absence',
  'absent',
  'en congé',
  'en vacances',
  'fuera de la oficina',
  'de vacaciones',
  'ausente',
  'fuori ufficio',
  'fuori sede',
  'in ferie',
  'assente',
  'fora do escritório',
  'de férias',
  'afwezig',
  'niet op kantoor',
  'met vakantie',
  'frånvarande',
  'på semester',
  'fravær',
  'ferie',
];

/** Requests to be left alone, in the same languages: looked for in a person's own text. */
const REMOVE_PHRASES = [
  'unsubscribe me',
  'please unsubscribe',
  'remove me',
  'remove my email',
  'remove my address',
  'take me off',
  'stop emailing',
  'stop e-mailing',
  'stop sending',
  'stop contacting',
  'stop writing',
  'do not contact me',
  "don't contact me",
  'do not email me',
  "don't email me",
  'do not e-mail me',
  'no more emails',
  'opt me out',
  'entfernen sie mich',
  'austragen',
  'abmelden',
  'keine e-mails mehr',
  'keine weiteren e-mails',
  'désabonner',
  'désinscrire',
  'retirez-moi',
  'supprimez-moi',
  'ne plus recevoir',
  'darme de baja',
  'dame de baja',
  'dar de baja',
  'no me envíe',
  'no me envien',
  'no me envíen',
  'cancellami',
  'disiscrivimi',
  'rimuovetemi',
  'non inviatemi',
  'descadastrar',
  'me remova',
  'não me envie',
  'afmelden',
  'uitschrijven',
  'verwijder mij',
  'verwijder me',
  'avregistrera',
  'ta bort mig',
  'sluta skicka',
];

/** Lower case, typographic apostrophes made plain, white space collapsed. */
function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const isLetter = (char: string | undefined) => !!char && char.toLowerCase() !== char.toUpperCase();

/**
 * Whether `text` (normalized) holds one of `phrases` as whole words. One `indexOf` scan of the
 * capped text per phrase: linear in its length.
 */
export function hasPhrase(text: string, phrases: readonly string[]): boolean {
  for (const phrase of phrases) {
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
      if (!isLetter(text[at - 1]) && !isLetter(text[at + phrase.length])) return true;
    }
  }
  return false;
}

/** A subject without its `Re:`/`AW:`/`SV:` prefixes, normalized and capped. */
function plainSubject(subject: string | undefined): string {
  let text = normalized(capped(subject ?? '', MAIL_HEADER_MAX));
  for (let i = 0; i < 5; i += 1) {
    const next = text.replace(/^(re|aw|sv|antw|fw|fwd|tr|rv|r):\s*/, '');
    if (next === text) break;
    text = next;
  }
  return text;
}

/** Whether a person's own words ask to be left alone. */
export function asksRemoval(subject: string | undefined, own: string): boolean {
  const text = normalized(own);
  const words = plainSubject(subject);
  if (hasPhrase(text, REMOVE_PHRASES) || hasPhrase(words, REMOVE_PHRASES)) return true;
  // "Unsubscribe" alone is a request when it is most of what they wrote (our footer says it too,
  // but only ever in the quoted part, which is not read).
  const bare = ['unsubscribe', 'opt out', 'opt-out', 'stop'];
  if (text.length <= SHORT_REQUEST && hasPhrase(text, bare.slice(0, 3))) return true;
  return bare.includes(text.replace(/[.!]+$/, '')) || bare.includes(words);
}

/** Whether an automatic message is an out-of-office (its subject or its own text says so). */
export function isAway(subject: string | undefined, own: string): boolean {
  return hasPhrase(plainSubject(subject), AWAY_PHRASES) || hasPhrase(normalized(own), AWAY_PHRASES);
}

/**
 * The category of an incoming message, from its classification (headers first: RFC 3834
 * Auto-Submitted, X-Autoreply, X-Autorespond, Precedence; then the subject, `classify.ts`) and
 * the phrases of its own text (quoted lines never read; capped at `CATEGORY_TEXT_MAX`):
 * an automatic answer is `out_of_office` when it says it is away, `auto_reply` otherwise; a
 * person's message that asks to be removed is `unsubscribe_request`, as is our List-Unsubscribe
 * `mailto:`; bounces are `bounce`; spam complaints and reports are `other`.
 */
export function categorize(
  mail: Pick<ParsedMail, 'subject' | 'text' | 'html'>,
  classified: Classified,
): ReplyCategory {
  switch (classified.kind) {
    case 'bounce':
      return 'bounce';
    case 'unsubscribe':
      return 'unsubscribe_request';
    case 'auto_reply':
      return isAway(mail.subject, ownText(mail, CATEGORY_TEXT_MAX))
        ? 'out_of_office'
        : 'auto_reply';
    case 'reply':
      return asksRemoval(mail.subject, ownText(mail, CATEGORY_TEXT_MAX))
        ? 'unsubscribe_request'
        : 'reply';
    default:
      return 'other';
  }
}

export function isReplyCategory(value: unknown): value is ReplyCategory {
  return typeof value === 'string' && (REPLY_CATEGORIES as readonly string[]).includes(value);
}
