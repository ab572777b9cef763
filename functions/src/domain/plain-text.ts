// Names and free text are plain text (docs/product.md#plain-text): no control characters (NUL,
// escape, the C1 controls...) and none of Unicode's bidirectional embedding, override or isolate
// characters (U+202A-U+202E, U+2066-U+2069), which can make a name read backwards in an email
// or the staff pages. Free text may keep its line breaks and tabs.

export const UNSAFE_TEXT =
  'Please remove the hidden control or text-direction characters from this field';

// eslint-disable-next-line no-control-regex
const LINE_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const TEXT_UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** One line of plain text (a name): no control or bidi-override characters. */
export const isPlainLine = (text: string) => !LINE_UNSAFE.test(text);

/** Plain text that may have line breaks and tabs (notes, a free-text answer). */
export const isPlainText = (text: string) => !TEXT_UNSAFE.test(text);
