import { simpleParser } from 'mailparser';
import { ONE_MB, timed } from '../../../../test/timing';
import { awayDate, defaultAway, nextWorkingDay } from '../away-date';
import { classify } from '../classify';
import { categorize } from '../reply-category';

/** A message with these headers and text, parsed, classified and categorized. */
async function categoryOf(headers: Record<string, string>, body: string) {
  const all = {
    From: 'ada@prospect.test',
    To: 'sam@example.test',
    Subject: 'Re: Hello',
    'Message-ID': '<m-1@prospect.test>',
    ...headers,
  };
  const raw = [...Object.entries(all).map(([k, v]) => `${k}: ${v}`), '', body, ''].join('\r\n');
  const mail = await simpleParser(Buffer.from(raw), { keepDeliveryStatus: true });
  return categorize(mail, await classify(mail));
}

const QUOTE = '\r\n\r\nOn Mon, 30 Nov 2026, Sam <sam@example.test> wrote:\r\n> Hi Ada\r\n';

describe('categories', () => {
  it.each([
    [{ 'Auto-Submitted': 'auto-replied' }, 'I am out of the office until Friday.', 'out_of_office'],
    [{ 'X-Autoreply': 'yes' }, 'Ich bin bis zum 4. Dezember nicht im Büro.', 'out_of_office'],
    [{ Precedence: 'auto_reply' }, 'Je suis en congé jusqu’au 4 décembre.', 'out_of_office'],
    [{ 'X-Autorespond': 'yes' }, 'Estoy fuera de la oficina.', 'out_of_office'],
    [{ Subject: 'Automatic reply: Hello' }, 'On vacation, back on Monday.', 'out_of_office'],
    [{ Subject: 'Abwesenheitsnotiz: Hello' }, 'Danke für Ihre Nachricht.', 'out_of_office'],
    [{ 'Auto-Submitted': 'auto-replied' }, 'We received your request #4711.', 'auto_reply'],
    [{ 'Auto-Submitted': 'no' }, 'Sounds good.', 'reply'],
    [{}, `Sounds good, tell me more.${QUOTE}> Unsubscribe: https://x.test/u`, 'reply'],
    [{}, `Please remove me from your list.${QUOTE}`, 'unsubscribe_request'],
    [{}, 'Unsubscribe', 'unsubscribe_request'],
    [{}, 'STOP', 'unsubscribe_request'],
    [{}, 'Bitte keine E-Mails mehr.', 'unsubscribe_request'],
    [{}, 'Merci de me désinscrire.', 'unsubscribe_request'],
    [{}, 'Por favor, darme de baja.', 'unsubscribe_request'],
    [{}, "Don't email me again.", 'unsubscribe_request'],
    [{ Subject: 'unsubscribe' }, '', 'unsubscribe_request'],
    [{}, 'I was on vacation last week, sorry. Yes, let us talk.', 'reply'],
    // Outlook quotes our message under a header block, without "On … wrote:".
    [
      {},
      'Interested!\r\n\r\nFrom: Sam <sam@example.test>\r\nSent: Monday\r\nHi Ada\r\nUnsubscribe',
      'reply',
    ],
  ])('%j %j → %s', async (headers, body, expected) => {
    expect(await categoryOf(headers, body)).toBe(expected);
  });

  it('reads 1 MB of own text, subject and phrases at once', async () => {
    for (const body of [
      'remove '.repeat(ONE_MB / 7),
      `${'out of the offic'.repeat(ONE_MB / 16)}`,
      'a'.repeat(ONE_MB),
    ]) {
      const { ms } = await timed(() =>
        categoryOf({ 'Auto-Submitted': 'auto-replied', Subject: 'x'.repeat(ONE_MB) }, body),
      );
      expect(ms).toBeLessThan(2000);
      const reply = await timed(() => categoryOf({}, body));
      expect(reply.ms).toBeLessThan(2000);
    }
  });
});

describe('return dates', () => {
  const monday = new Date('2026-11-30T09:00:00Z');

  it.each([
    ['I am out of the office until Friday, 4 December.', '2026-12-04', '2026-12-07'],
    ['Out of office until Tuesday 1 December', '2026-12-01', '2026-12-02'],
    ['I will be back on Thursday.', '2026-12-02', '2026-12-03'],
    ['Away 30 Nov - 4 Dec.', '2026-12-04', '2026-12-07'],
    ['Ich bin bis zum 4. Dezember nicht im Büro.', '2026-12-04', '2026-12-07'],
    ['Je serai absent jusqu’au 8 décembre.', '2026-12-08', '2026-12-09'],
    ['Estaré fuera hasta el 9 de diciembre.', '2026-12-09', '2026-12-10'],
    ['Ik ben afwezig tot 2 december.', '2026-12-02', '2026-12-03'],
    ['Back next Monday', '2026-12-06', '2026-12-07'],
  ])('%s → until %s, back %s', (text, until, back) => {
    expect(awayDate(text, monday)).toEqual({ until, back });
  });

  it('finds no date where there is none (a two-letter word is not a weekday)', () => {
    expect(awayDate('I am currently out of the office, back to you soon.', monday)).toBeNull();
    expect(awayDate('Thanks, we will answer within 2 business days.', monday)).toBeNull();
  });

  it('without a date: the given days, back on a working day', () => {
    expect(defaultAway(monday, 7)).toEqual({ until: '2026-12-06', back: '2026-12-07' });
    expect(defaultAway(monday, 5)).toEqual({ until: '2026-12-06', back: '2026-12-07' });
    expect(nextWorkingDay('2026-12-04')).toBe('2026-12-07');
  });

  it('reads at most its cap of a 1 MB text at once', async () => {
    const { ms } = await timed(() =>
      awayDate(`until ${'4 December '.repeat(ONE_MB / 11)}`, monday),
    );
    expect(ms).toBeLessThan(2000);
  });
});
