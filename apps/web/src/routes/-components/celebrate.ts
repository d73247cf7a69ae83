const COLORS = ['#2f7d32', '#8bc34a', '#f6a623', '#d63c2f', '#ffd27a'];

/** Five seconds of confetti; canvas-confetti is fetched only here, on success. */
export async function celebrate(durationMs = 5000): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  const end = Date.now() + durationMs;
  const frame = () => {
    confetti({ particleCount: 3, angle: 60, spread: 60, origin: { x: 0, y: 0.7 }, colors: COLORS, disableForReducedMotion: true });
    confetti({ particleCount: 3, angle: 120, spread: 60, origin: { x: 1, y: 0.7 }, colors: COLORS, disableForReducedMotion: true });
    if (Date.now() < end) requestAnimationFrame(frame);
  };
  frame();
}
