import { cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * A translated message with elements inside, written as Lingui writes them: one message, so English can
 * move the element. Each `<n>…</n>` of the text becomes `elements[n]` holding that part:
 * `rich(t('Entrega: <0>{dia}</0>', { dia }), <strong />)`.
 */
export function rich(text: string, ...elements: ReactElement[]): ReactNode {
  // Split with its two groups: text, n, inside, text, n, inside, …, text.
  const parts = text.split(/<(\d+)>([\s\S]*?)<\/\1>/);
  const out: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) out.push(parts[i]);
    if (i + 2 < parts.length) {
      const element = elements[Number(parts[i + 1])];
      out.push(element ? cloneElement(element, { key: i }, parts[i + 2]) : parts[i + 2]);
    }
  }
  return out;
}
