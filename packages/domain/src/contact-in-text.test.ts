import { describe, expect, it } from 'vitest';
import {
  CONTACT_HELD_BACK_MARK,
  contactSplitAcross,
  findContactDetails,
  hasContactDetails,
  holdBackContact,
} from './contact-in-text.ts';

const MARK = CONTACT_HELD_BACK_MARK;

/** Every form of issue 39, item 7, several each: each must be found. */
const CONTACT_FORMS: [form: string, text: string][] = [
  ['international', '+260 97 123 4567'],
  ['international, no spaces', '+260971234567'],
  ['country code without +', '260971234567'],
  ['national', '0971234567'],
  ['dashes', '097-123-4567'],
  ['spaces', '097 123 4567'],
  ['brackets', '(097) 123 4567'],
  ['one digit at a time', '0 9 7 1 2 3 4 5 6 7'],
  ['dots', '097.123.4567'],
  ['4-3-3 groups', '0966 123 456'],
  ['Airtel', '0771234567'],
  ['without the 0', '971234567'],
  ['landline', '0211 123456'],
  ['another country', '+27 82 123 4567'],
  ['another country, brackets', '+1 (415) 555-2671'],
  ['00 instead of +', '00260 97 123 4567'],
  ['slashes', '097/123/4567'],
  ['underscores', '097_123_4567'],
  ['commas', '097,123,4567'],
  ['bars', '097 | 123 | 4567'],
  ['stars', '0 9 7 * 1 2 3 * 4 5 6 7'],
  ['an en dash', '097\u2013123\u20134567'],
  ['one digit per line', '0\n9\n7\n1\n2\n3\n4\n5\n6\n7'],
  ['zero-width spaces', '097\u200B123\u200B4567'],
  ['a word joiner and a byte-order mark', '\uFEFF0\u2060971234567'],
  ['a soft hyphen', '0\u00AD97 123 4567'],
  ['no-break spaces', '+260\u00A097\u00A0123\u00A04567'],
  ['fullwidth digits', '０９７１２３４５６７'],
  ['fullwidth plus and digits', '＋２６０ ９７ １２３ ４５６７'],
  ['Arabic-Indic digits', '٠٩٧١٢٣٤٥٦٧'],
  ['glued to a word', 'call0971234567'],
  ['in words', 'zero nine seven one two three four five six seven'],
  ['in words, capitals and commas', 'Zero Nine Seven, one two three, four five six seven'],
  ['words and digits', 'zero nine seven 123 4567'],
  ['oh and double', 'oh nine seven double one two three four five six'],
  ['O for 0, l for 1', 'O97 l23 4567'],
  ['l and S between digits', '097-l23-4S67'],
  ['a bar for 1', '097 |23 4567'],
  ['after another figure', 'call me after 5 0971234567 thanks'],
  ['before another figure', 'my number is 0971234567 30 tonnes ok'],
  ['e-mail', 'write to john.banda@example.com'],
  ['e-mail, capitals', 'JOHN@EXAMPLE.CO.ZM'],
  ['e-mail, spaces', 'john @ example . com'],
  ['e-mail, space before @', 'kelvin @gmail.com'],
  ['e-mail, fullwidth @ and dot', 'john＠example．com'],
  ['e-mail, (at) (dot)', 'john (at) example (dot) com'],
  ['e-mail, [at]', 'john [at] example.com'],
  ['e-mail, {at}{dot}', 'john{at}gmail{dot}com'],
  ['e-mail, at and dot', 'john at example dot com'],
  ['e-mail, at', 'john at gmail.com'],
  ['e-mail, AT DOT', 'JOHN AT GMAIL DOT COM'],
  ['e-mail, at and dots', 'mail j_banda+loads at copper-haulers dot co dot zm'],
  ['e-mail, zero-width space', 'j\u200Bbanda@gmail.com'],
  ['in words, underscores', 'zero_nine_seven_one_two_three_four_five_six_seven'],
  ['WhatsApp link', 'wa.me/260971234567'],
  ['WhatsApp message link', 'https://wa.me/message/ABC123XYZ'],
  ['WhatsApp group', 'join https://chat.whatsapp.com/Invite12345'],
  ['WhatsApp API link', 'api.whatsapp.com/send?phone=260971234567'],
  ['Telegram', 'find me on t.me/lungufreight'],
  ['Telegram, long', 'https://telegram.me/lungufreight'],
  ['Facebook', 'facebook.com/lungufreight'],
  ['Facebook profile', 'www.facebook.com/profile.php?id=100012345'],
  ['Facebook short', 'fb.me/lungufreight'],
  ['Messenger', 'm.me/lungufreight'],
  ['Instagram', 'instagram.com/lungu.freight'],
  ['fullwidth WhatsApp link', 'ｗａ．ｍｅ／lungu'],
];

/** Ordinary freight texts: none holds a contact detail. */
const FREIGHT_TEXTS: string[] = [
  'I can do it for K 12,000',
  'K 12 000 including fuel',
  'K12000',
  'ZMW 24 000.50 all inclusive',
  'Bid K 9,750, delivery in 5 days',
  'K 975,000,000 insured value',
  'Weight 30 000 kg, value ZMW 450 000',
  'The load is 30 tonnes',
  '30,000 kg of maize',
  '28000 kg on 2 trucks',
  '1,200 km via the T2',
  'Route T2 then M9 to Mongu',
  'Pickup on 2026-11-27 at 09:30',
  'Delivery 27/11/2026 10:00',
  'Pickup 27.11.2026',
  'Loading 21/05/2026 0930',
  'Ready 7/5/2026 at 8am',
  'Times 08:30 and 14:00',
  'Collect at 8am, deliver by 5pm',
  'Truck ABC 1234 and trailer BAE 4321 ZM',
  'Truck ABZ 1234 is free from Monday',
  'Container MSCU1234567, seal 975312',
  'Driver NRC 975123/71/1 at the gate',
  '3 x 10 t and 2 x 20 ft',
  'Dimensions 12m x 2.4m x 2m',
  'pallets of 20 30 40 50 60 boxes',
  'rows 05 10 15 20 25',
  'We have done 150 trips this year and 1200 km routes',
  'Order no. 2026/0457, 12 pallets',
  'Copper cathodes on pallets, 28 t, 30+ bundles',
  'one of the two trucks will be ready in three days',
  'Ask @dispatch about it',
  'I will be at the depot at 8',
  'Loading at Kitwe. Then Lusaka',
  'Offloading at Ndola. Me and my driver will wait',
  'meet at noon. See you',
  'Plot 12, Nkana East',
  'Lusaka South MFEZ, Gate 3',
  'Tarpaulin required; report at the gate',
  'Follow us on facebook for updates',
];

describe('findContactDetails', () => {
  it('holds at least 38 contact forms and 27 freight texts', () => {
    expect(CONTACT_FORMS.length).toBeGreaterThanOrEqual(38);
    expect(FREIGHT_TEXTS.length).toBeGreaterThanOrEqual(27);
  });

  it.each(CONTACT_FORMS)('finds the contact written %s: %j', (_form, text) => {
    expect(findContactDetails(text)).not.toEqual([]);
    expect(hasContactDetails(`Hello, ${text}.`)).toBe(true);
  });

  it.each(FREIGHT_TEXTS)('finds nothing in %j', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });

  it('says what it found and where, in the original text', () => {
    expect(findContactDetails('Call 097 123 4567 or john@example.com')).toEqual([
      { kind: 'phone', start: 5, end: 17, text: '097 123 4567' },
      { kind: 'email', start: 21, end: 37, text: 'john@example.com' },
    ]);
    expect(findContactDetails('see t.me/lungu, ok')).toEqual([
      { kind: 'link', start: 4, end: 14, text: 't.me/lungu' },
    ]);
    // Spans count in the original even when it is read otherwise (fullwidth, zero-width).
    const text = 'Ring ０９７\u200B１２３４５６７ now';
    const [found] = findContactDetails(text);
    expect(found?.text).toBe('０９７\u200B１２３４５６７');
  });
});

describe('holdBackContact', () => {
  it('replaces each contact detail with the mark and keeps the rest as written', () => {
    expect(holdBackContact('Call 097 123 4567 or mail john@example.com, thanks')).toBe(
      `Call ${MARK} or mail ${MARK}, thanks`,
    );
    expect(holdBackContact('Ring ０９７１２３４５６７ today')).toBe(`Ring ${MARK} today`);
    expect(holdBackContact('Gate 3; wa.me/260971234567.')).toBe(`Gate 3; ${MARK}.`);
    expect(holdBackContact('O97 l23 4567')).toBe(MARK);
    expect(holdBackContact('Ring (096) 300 7159 or (+260) 96 300 7159')).toBe(`Ring ${MARK} or ${MARK}`);
  });

  it('leaves a text without contact details as it is', () => {
    const text = 'Copper cathodes, 28 t, K 12,000, pickup 27/11/2026 at 08:30';
    expect(holdBackContact(text)).toBe(text);
  });
});

describe('contactSplitAcross', () => {
  it.each([
    ['My number is 097 123', '4567'],
    ['Call me on 0971', '234567'],
    ['zero nine seven one two', 'three four five six seven'],
    ['john.banda', '@gmail.com'],
  ])('catches a contact split over two texts: %j + %j', (previous, next) => {
    expect(contactSplitAcross(previous, next)).toBe(true);
  });

  it.each([
    ['Can you do K 12,000?', 'Yes, pickup 27/11/2026'],
    ['0971234567', 'thanks'],
    ['I will be at the depot at 8', 'ok'],
    ['30 tonnes', '2 trucks'],
  ])('finds no split contact in %j + %j', (previous, next) => {
    expect(contactSplitAcross(previous, next)).toBe(false);
  });
});
