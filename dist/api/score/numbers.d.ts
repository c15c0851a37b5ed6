/**
 * The longest number starting at words[i]: its value and how many words it used. Words are
 * lowercase; "a" counts as one before a multiplier ("a dozen" = 12, "a hundred" = 100), "and"
 * is read after a hundred or a scale ("one hundred and five" = 105). `used` is 0 when words[i]
 * starts no number.
 */
export declare function readNumber(words: string[], i: number): {
    value: number;
    used: number;
};
/**
 * The text with every number written as its value in plain digits: "Five Hundred" -> "500",
 * "twenty-one" -> "21", "1,200" -> "1200", "5.0" -> "5", "2.50" -> "2.5", "a dozen" -> "12",
 * "1.5 million" -> "1500000". Digits inside a word or a dotted version ("v2", "1.2.3") are left
 * alone. Expects lowercase text.
 */
export declare function canonicalNumbers(text: string): string;
/** Plain decimal digits, no exponent, no trailing zeros: 5, 2.5, 1500000. */
export declare function formatNumber(value: number): string;
