/**
 * A text as a person reads it (issue 39, item 7): Unicode-normalised (NFKC folds fullwidth digits,
 * '＠' and the like onto the plain ones), format characters gone (zero-width spaces and joiners, the
 * word joiner, the byte-order mark, the soft hyphen: all Unicode Cf), and the decimal digits of
 * other scripts read as 0-9. Each unit of the result remembers the stretch of the original it came
 * from, so what is found in it can be held back in the original.
 */
export interface TextAsRead {
  text: string;
  /** Where in the original the code point of unit `i` of `text` starts. */
  startOf(i: number): number;
  /** Where in the original the code point of unit `i` of `text` ends. */
  endOf(i: number): number;
}

const FORMAT = /\p{Cf}/u;
const DIGIT = /\p{Nd}/u;
/** Nothing to fold: printable ASCII and line breaks, what nearly every text is. */
const PLAIN = /^[\x20-\x7e\t\n\r]*$/;

/**
 * The value of a decimal digit NFKC leaves alone (Arabic-Indic, Devanagari…): Unicode puts each
 * script's ten digits in a row, so its value is how many digits come right before it.
 */
function digitValue(digit: string): string {
  const cp = digit.codePointAt(0) ?? 0;
  let value = 0;
  while (value < 9 && DIGIT.test(String.fromCodePoint(cp - value - 1))) value++;
  return String(value);
}

export function textAsRead(original: string): TextAsRead {
  if (PLAIN.test(original)) return { text: original, startOf: (i) => i, endOf: (i) => i + 1 };
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const ch of original) {
    const end = at + ch.length;
    if (!FORMAT.test(ch)) {
      const folded = ch
        .normalize('NFKC')
        .replace(/\p{Nd}/gu, (d) => (d >= '0' && d <= '9' ? d : digitValue(d)));
      for (let k = 0; k < folded.length; k++) {
        starts.push(at);
        ends.push(end);
      }
      text += folded;
    }
    at = end;
  }
  return { text, startOf: (i) => starts[i] ?? original.length, endOf: (i) => ends[i] ?? original.length };
}
