// In a <script>, the HTML parser ends the element at `</script` and treats `<!--` specially; JSON
// escapes for <, > and & keep any text (a park named "</script><script>…") inside the data. U+2028
// and U+2029 are escaped too, for readers that take the block as JavaScript.
const UNSAFE: Readonly<Record<string, string>> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** `value` as JSON that can be written inside a `<script>` element of a page and reads back the same. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c]!)
}
