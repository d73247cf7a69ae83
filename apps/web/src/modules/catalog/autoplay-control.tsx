import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { useOnScreen } from '../../lib/use-on-screen';
import { reducedMotion, useSwiper } from './use-swiper';
import './autoplay-control.css';

const noChange = () => () => undefined;

/**
 * A carousel's autoplay as the shopper controls it (WCAG 2.2.2): it moves unless paused with its button or
 * the system asks for reduced motion; a swipe or a click on a dot never stops it. `onSwiper` hands Swiper's
 * instance over so the button's state applies when Swiper takes over and on each press. It also stands
 * still while scrolled out of view (`ref` goes on the carousel's section): a slide moving where nobody
 * sees it only costs the phone frames and battery.
 */
export function useAutoplayControl() {
  // The system's setting moves nothing on the server, nor while the server's markup is taken over (React reads the
  // server snapshot then): the pause button's label is the server's until just after.
  const still = useSyncExternalStore(noChange, reducedMotion, () => false);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const paused = toggled ?? still;
  const [ref, onScreen] = useOnScreen<HTMLElement>();
  const { sw, stepNow } = useSwiper(!paused, onScreen);
  const swiperRef = useRef<SwiperClass | null>(null);
  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (autoplay && (paused || !onScreen)) autoplay.stop();
    else if (autoplay && !autoplay.running) autoplay.start();
  }, [paused, sw, onScreen]);
  const onSwiper = (s: SwiperClass, moves: boolean) => {
    swiperRef.current = s;
    if (moves && stepNow && !paused) s.slideNext();
  };
  return { ref, sw, paused, toggle: () => setToggled(!paused), onSwiper };
}

/** «Pausar …» / «Reanudar …»: the carousel's pause button (both labels translated by the caller). */
export function PauseButton({ paused, onToggle, labels, className }: { paused: boolean; onToggle: () => void; labels: { pause: string; resume: string }; className: string }) {
  const label = paused ? labels.resume : labels.pause;
  return (
    <button type="button" className={`carousel-pause ${className}`} aria-label={label} title={label} onClick={onToggle}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={paused ? 'M7 4.5v15L19.5 12z' : 'M6 4.5h4.5v15H6zM13.5 4.5H18v15h-4.5z'} />
      </svg>
    </button>
  );
}
