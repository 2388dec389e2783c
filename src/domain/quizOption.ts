/**
 * Quiz option letters: the server reads a correct or selected option
 * back as 'Option-A'..'Option-D' (some backends send the bare letter); the form holds A to D.
 */
import type { OptionLetter, QuizQuestion } from '../api/types.js';

/** The four option letters in display order. */
export const OPTION_LETTERS: readonly OptionLetter[] = ['A', 'B', 'C', 'D'];

/**
 * The letter of an option as the server sends it: 'Option-B', 'option-b', 'B' or ' b ' all give
 * 'B'; anything else gives undefined.
 *
 * @example optionLetterOf('Option-C') // 'C'
 */
export function optionLetterOf(value: unknown): OptionLetter | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(?:option[-\s_]?)?([a-d])$/i.exec(value.trim());
  return match ? ((match[1] as string).toUpperCase() as OptionLetter) : undefined;
}

/** The key of an option's text in a question or answer record: 'optionA'..'optionD'. */
export const optionKey = (letter: OptionLetter) => `option${letter}` as const;

/** An option's text in a question or certification answer. */
export function optionText(record: Pick<QuizQuestion, 'optionA' | 'optionB' | 'optionC' | 'optionD'>, letter: OptionLetter): unknown {
  return record[optionKey(letter)];
}
