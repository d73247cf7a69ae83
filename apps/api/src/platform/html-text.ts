// Stored text (a product's name, the shop's) put into the HTML the server writes: escaped for where it goes.

/** Text in an element or a quoted attribute: the five characters markup reads, as numeric references. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * JSON inside a <script> (JSON-LD, a page's data): `<`, `>` and `&` escaped so no text can close the element or
 * open a comment, U+2028/U+2029 so the JSON is also a valid JavaScript string to older parsers; JSON.parse
 * reads every escape back to the exact text.
 */
export const jsonInScript = (data: unknown) => JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
