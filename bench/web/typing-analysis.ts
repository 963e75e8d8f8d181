/**
 * When did typing start to work? The bench types one character at a time into the page's first
 * form field from the moment the field is on screen until React has hydrated it and a few more
 * characters went in, then reads the field once the page is quiet. A character is kept when it
 * is still in that final value.
 *
 * Usable = the page time (ms since navigation start) at which the page handled the first
 * character of the final unbroken run of kept characters: from then on, nothing typed was lost,
 * before and after hydration. Lost = characters typed into the field that the final value no
 * longer holds (a hydration that resets the field, a form replaced after it appeared).
 */
export interface TypingRecord {
  /** The characters sent, in order. */
  typed: string;
  /** For each character sent, the page time (ms) at which its keydown was handled. */
  handledAtMs: number[];
  /** Index of the first character sent once React had hydrated the field. */
  hydratedAtIndex: number;
  /** The field's value once the page was quiet. */
  finalValue: string;
}

export interface TypingVerdict {
  /** Null when no typed character survived. */
  usableMs: number | null;
  /** When the page handled the first character typed into the hydrated field. */
  hydratedMs: number | null;
  lost: number;
}

function commonSuffixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a.at(-1 - length) === b.at(-1 - length))
    length++;
  return length;
}

/** Length of the longest common subsequence: how many typed characters the value still holds. */
function keptCount(typed: string, value: string): number {
  let previous = new Array<number>(value.length + 1).fill(0);
  for (const char of typed) {
    const row = [0];
    for (let j = 1; j <= value.length; j++)
      row[j] =
        value[j - 1] === char
          ? (previous[j - 1] ?? 0) + 1
          : Math.max(previous[j] ?? 0, row[j - 1] ?? 0);
    previous = row;
  }
  return previous[value.length] ?? 0;
}

export function analyseTyping({
  typed,
  handledAtMs,
  hydratedAtIndex,
  finalValue,
}: TypingRecord): TypingVerdict {
  if (handledAtMs.length !== typed.length)
    throw new Error(`${typed.length} characters typed but ${handledAtMs.length} keydowns seen`);
  const run = commonSuffixLength(typed, finalValue);
  return {
    usableMs: run === 0 ? null : (handledAtMs[typed.length - run] ?? null),
    hydratedMs: handledAtMs[hydratedAtIndex] ?? null,
    lost: typed.length - keptCount(typed, finalValue),
  };
}
