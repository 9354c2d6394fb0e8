/**
 * Phone numbers in a text as a person reads it (`textAsRead`), however they are written: any
 * separators between the digits or none, one digit per line, digits spelled out ('zero nine seven',
 * 'double seven') or disguised ('O97 l23'). A number is a run of digit groups with only separators
 * between them; some consecutive groups of the run must make a Zambian number or an international one.
 */

/** Where something was found: units of the read text, end exclusive. */
export interface Found {
  start: number;
  end: number;
}

const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  nought: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const REPEATS: Readonly<Record<string, number>> = { double: 2, triple: 3 };

/** Punctuation people put between the digits of a number (whitespace aside); any dash too. */
const SEPARATOR = /^[/.\-_,()|*\\~·•\p{Pd}\u2212]$/u;
/** At most this many separator marks between two groups ('097 - 123', '(097) 123'). */
const MAX_MARKS = 3;
/** At most this many line breaks between two groups (one digit per line). */
const MAX_LINES = 2;

/** Zambian mobile (97, 96, 95, 77, 76, 75) or landline (21x), after 0 or 260. */
const SUBSCRIBER = /^(?:[79][5-7]\d{7}|21\d{7})$/;
/** A mobile number written without its 0. */
const BARE_MOBILE = /^[79][5-7]\d{7}$/;

interface Group {
  digits: string;
  start: number;
  end: number;
  /** Where a '+' right before the group starts: the number is international. */
  plusAt: number | null;
  /** The separator marks between this group and the one before it. */
  marks: string;
  /** A lone look-alike letter ('O', 'l'): a digit only beside real ones. */
  weak: boolean;
}

/**
 * A word made of digits and look-alike letters, read as digits: O/o as 0, I/l (and '|') as 1, and S
 * as 5 or B as 8 between two digits; null when it is not one ('BAE', 'MSCU1234567', 'B2').
 */
function lookalikeDigits(word: string): string | null {
  if (!/^[0-9OoIlSB|]+$/.test(word)) return null;
  if (!/\d/.test(word) && !/^[OoIl|]$/.test(word)) return null;
  const digitish = (c: string | undefined) => c !== undefined && /[0-9OoIl|]/.test(c);
  let out = '';
  for (let k = 0; k < word.length; k++) {
    const c = word[k] as string;
    if (c >= '0' && c <= '9') out += c;
    else if (c === 'O' || c === 'o') out += '0';
    else if (c === 'I' || c === 'l' || c === '|') out += '1';
    else if (digitish(word[k - 1]) && digitish(word[k + 1])) out += c === 'S' ? '5' : '8';
    else return null;
  }
  return out;
}

/** The runs of groups that only separators part, each with a real digit in it. */
function groupRuns(text: string, pipeIsOne: boolean): Group[][] {
  const runs: Group[][] = [];
  let run: Group[] = [];
  let marks = '';
  let lines = 0;
  let plusAt: number | null = null;
  let repeat = 1;
  const close = () => {
    if (run.some((g) => !g.weak)) runs.push(run);
    run = [];
    marks = '';
    lines = 0;
    plusAt = null;
    repeat = 1;
  };
  const add = (digits: string, start: number, end: number, weak = false) => {
    const repeated = repeat > 1 && digits.length === 1 ? digits.repeat(repeat) : digits;
    run.push({ digits: repeated, start, end, plusAt, marks, weak });
    marks = '';
    lines = 0;
    plusAt = null;
    repeat = 1;
  };
  const token = pipeIsOne ? /[\p{L}\p{N}|]+|\s+|./gsu : /[\p{L}\p{N}]+|\s+|./gsu;
  for (const m of text.matchAll(token)) {
    const word = m[0];
    const start = m.index;
    const end = start + word.length;
    if (/^\s/.test(word)) {
      lines += word.split('\n').length - 1;
      if (lines > MAX_LINES) close();
    } else if (word === '+') {
      // A '+' opens an international number; after a figure ('30+ tonnes') it is only a mark.
      if (!/[\p{L}\p{N}]/u.test(text[start - 1] ?? '')) plusAt = start;
    } else if (SEPARATOR.test(word)) {
      marks += word;
      if (marks.length > MAX_MARKS) close();
    } else {
      const lower = word.toLowerCase();
      const spelled = DIGIT_WORDS[lower];
      const lookalike = lookalikeDigits(word);
      if (spelled !== undefined) add(spelled, start, end);
      else if (REPEATS[lower] !== undefined) repeat = REPEATS[lower];
      else if (lookalike !== null) add(lookalike, start, end, !/\d/.test(word));
      else if (!/\d/.test(word)) close();
      else {
        // A word with letters and digits: a group at its start ends the run, one at its end starts
        // the next ('call097 123 4567'), one inside it stands alone ('MSCU1234567').
        for (const d of word.matchAll(/\d+/g)) {
          const leading = d.index === 0;
          const trailing = d.index + d[0].length === word.length;
          if (!leading) close();
          add(d[0], start + d.index, start + d.index + d[0].length);
          if (!trailing) close();
        }
      }
    }
  }
  close();
  return runs;
}

/**
 * Figures that group 9 digits otherwise than a number written without its 0 does: a price with
 * thousands separators ('975,000,000') or a national registration card number ('975123/71/1').
 */
function notBareMobile(run: Group[], i: number, j: number): boolean {
  const groups = run.slice(i, j + 1);
  const lengths = groups.map((g) => g.digits.length).join(',');
  if (lengths === '6,2,1' && groups.slice(1).every((g) => g.marks === '/')) return true;
  if (j === i || (groups[0]?.digits.length ?? 0) > 3) return false;
  return groups.slice(1).every((g) => g.digits.length === 3 && /^[,.]$/.test(g.marks));
}

function isPhone(digits: string, run: Group[], i: number, j: number): boolean {
  if (run[i]?.plusAt !== null) return digits.length >= 8 && digits.length <= 15 && digits[0] !== '0';
  if (digits.startsWith('00')) return digits.length >= 11 && digits.length <= 17 && digits[2] !== '0';
  if (digits.startsWith('260')) return SUBSCRIBER.test(digits.slice(3));
  if (digits.startsWith('0')) return SUBSCRIBER.test(digits.slice(1));
  return BARE_MOBILE.test(digits) && !notBareMobile(run, i, j);
}

function phonesIn(text: string, runs: Group[][]): Found[] {
  const found: Found[] = [];
  for (const run of runs) {
    let i = 0;
    while (i < run.length) {
      let last = -1;
      let digits = '';
      for (let j = i; j < run.length && digits.length <= 17; j++) {
        digits += run[j]?.digits ?? '';
        if (isPhone(digits, run, i, j)) last = j;
      }
      const first = run[i] as Group;
      if (last >= 0) {
        const end = (run[last] as Group).end;
        let start = first.plusAt ?? first.start;
        // '(097) 123 4567': the bracket goes with the number.
        if (text[start - 1] === '(' && text.slice(start, end).includes(')')) start--;
        found.push({ start, end });
        i = last + 1;
      } else {
        i++;
      }
    }
  }
  return found;
}

/** What may be a digit: a digit, a digit word or a repeat, a look-alike letter alone or beside a digit. */
const DIGITISH =
  /\d|(?<!\p{L})(?:zero|oh|nought|one|two|three|four|five|six|seven|eight|nine|double|triple|[OoIl])(?!\p{L})|\||(?<=\d)[OoIlSB]|[OoIlSB](?=\d)/giu;
/** The shortest number is 8 digits; 'triple' writes three in two words. */
const FEWEST_DIGITISH = 6;

/** A quick look that most texts (a few figures at most) take instead of the whole reading. */
function mayHoldPhone(text: string): boolean {
  DIGITISH.lastIndex = 0;
  let count = 0;
  while (count < FEWEST_DIGITISH && DIGITISH.test(text)) count++;
  return count >= FEWEST_DIGITISH;
}

/**
 * The phone numbers in a read text: Zambian numbers after +260, 260, 0 or without the 0 (a mobile),
 * any number after '+' or '00' of 8 to 15 digits. '|' is read both as a separator and as a 1.
 */
export function findPhones(text: string): Found[] {
  if (!mayHoldPhone(text)) return [];
  const found = phonesIn(text, groupRuns(text, false));
  if (text.includes('|')) found.push(...phonesIn(text, groupRuns(text, true)));
  return found;
}
