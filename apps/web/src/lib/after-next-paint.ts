/**
 * Runs `fn` in a task of its own just after the browser's next frame (its style, layout and paint), and
 * returns a cancel for effect cleanups. Work put here never lengthens the task that committed the DOM.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
