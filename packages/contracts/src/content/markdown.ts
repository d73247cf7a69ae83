import DOMPurify from 'dompurify';
import { marked } from 'marked';

let serverSanitizer: ((html: string) => string) | null = null;

/**
 * Where there is no DOM for DOMPurify (the storefront's first screens rendered by the server): the sanitizer
 * to use instead. Without one, rendering outside a browser throws — DOMPurify without a DOM returns its input
 * unchanged, which must never reach a page.
 */
export function sanitizeWithoutDomBy(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

/**
 * An article's Markdown as the blog shows it: marked's HTML, sanitized by DOMPurify (no script, no event
 * handlers, no javascript: links). The storefront and the back office's live preview both call this, so
 * the preview is what readers will see.
 */
export function renderArticle(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html);
  if (serverSanitizer) return serverSanitizer(html);
  throw new Error('renderArticle: no sanitizer without a DOM');
}
