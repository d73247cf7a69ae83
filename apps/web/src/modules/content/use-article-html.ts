import { renderArticle } from '@huerta/contracts/markdown';
import { useMemo, useState } from 'react';
import { useHydrating } from '../../lib/hydration';

/**
 * The owner's Markdown as sanitized HTML (an article's text, a product's description). On a server-rendered page
 * the HTML is already in the element `id`: taken from there while hydrating instead of parsed and sanitized
 * again, which was the article page's own long task on a phone.
 */
export function useArticleHtml(markdown: string, id: string): string {
  const hydrating = useHydrating();
  const [sent] = useState(() => (hydrating && typeof document !== 'undefined' ? { markdown, html: document.getElementById(id)?.innerHTML } : undefined));
  return useMemo(() => (sent?.html !== undefined && sent.markdown === markdown ? sent.html : markdown ? renderArticle(markdown) : ''), [markdown, sent]);
}
