/**
 * The first screen's other photos wait for its main one (issue 48). A photo React renders `loading="lazy"` (a
 * product card after the first, a category tile) is sent with its address as `data-src`/`data-srcset`, and
 * apps/web public/first-paint.js gives the address back when it asks for the app: once the main photo is on the
 * screen (a press or key, or 3 s, first). Left to the browser, the three LO NUEVO cards under the hero were fetched
 * while the hero was still being painted — requests Lighthouse's simulation puts before the largest paint, and
 * bytes a slow phone's connection shares with the hero. Without JavaScript the `<noscript>` copy beside each shows
 * it; first-paint.js removes that copy before the app hydrates, so React finds exactly the markup it rendered.
 *
 * The markup is React's own: attribute values are escaped (`>` and `<` included), so a tag ends at its first `>`.
 */
export function laterPhotos(markup: string): string {
  return markup.replace(/<img\b[^>]*>/g, (tag) => {
    if (!/\sloading="lazy"/.test(tag) || !/\ssrc="/.test(tag)) return tag;
    const waiting = tag.replace(/\ssrc="/, ' data-src="').replace(/\ssrcset="/i, ' data-srcset="');
    return `${waiting}<noscript>${tag}</noscript>`;
  });
}
