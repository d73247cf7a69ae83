/** A shop text as the pages show it: its `## ` sections (a question and its answer, or a titled section). */
export interface TextSection {
  titulo: string;
  /** Markdown, placeholders already filled. */
  cuerpo: string;
}

/** Splits a text at its `## ` headings; what comes before the first heading is dropped. */
export function textSections(markdown: string): TextSection[] {
  const sections: TextSection[] = [];
  let current: { titulo: string; lines: string[] } | null = null;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      if (current) sections.push({ titulo: current.titulo, cuerpo: current.lines.join('\n').trim() });
      current = { titulo: heading[1]!, lines: [] };
    } else current?.lines.push(line);
  }
  if (current) sections.push({ titulo: current.titulo, cuerpo: current.lines.join('\n').trim() });
  return sections.filter((s) => s.titulo.length > 0);
}
