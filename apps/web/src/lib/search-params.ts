/**
 * Search-param validation for route definitions. Route definitions ship in the first bundle, so this
 * is a few lines instead of the schema library (≈22 KB gzip) that forms load with their own routes.
 * A value of the wrong type or over the limit is dropped rather than breaking the page.
 */
export function stringParam(value: unknown, max: number): string | undefined {
  // The router parses `?q=123` as a number; a search for "123" is still text.
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && text.length <= max ? text : undefined;
}
