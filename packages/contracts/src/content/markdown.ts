import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * An article's Markdown as the blog shows it: marked's HTML, sanitized by DOMPurify (no script, no event
 * handlers, no javascript: links). The storefront and the back office's live preview both call this, so
 * the preview is what readers will see. Browser only (DOMPurify needs a DOM).
 */
export function renderArticle(markdown: string): string {
  return DOMPurify.sanitize(marked.parse(markdown, { async: false }));
}
