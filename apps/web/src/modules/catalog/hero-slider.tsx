import { useNavigate, useRouterState } from '@tanstack/react-router';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Slide } from '@huerta/contracts';
import { HERO_IMAGE_SIZES, srcSetOf } from '@huerta/contracts/rules';
import { t } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc';
import { scrollToCatalog } from './scroll-to-catalog';
import { splitTitle } from './split-title';
import { AUTOPLAY_MS } from './use-swiper';
import { PauseButton, useAutoplayControl } from './autoplay-control';
import './hero-slider.css';

/** Swiper's screen reader texts; `{{index}}` and `{{slidesLength}}` are Swiper's own markers, filled by it. */
const a11yMessages = () => ({
  prevSlideMessage: t('Diapositiva anterior'),
  nextSlideMessage: t('Siguiente diapositiva'),
  paginationBulletMessage: t('Ir a la diapositiva {index}', { index: '{{index}}' }),
  slideLabelMessage: t('{index} de {total}', { index: '{{index}}', total: '{{slidesLength}}' }),
});

export function HeroSlider() {
  const slides = trpc.catalog.slides.useQuery().data ?? [];
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // Autoplay as SPEC.md says, unless the shopper paused it or asked the system for reduced motion.
  const { ref, sw, paused, toggle, onSwiper } = useAutoplayControl();

  const comprar = () => {
    if (pathname === '/tienda') scrollToCatalog();
    else void navigate({ to: '/tienda' });
  };

  // Only the slide in view can be reached: every slide's «Comprar» does the same, and Tab onto a hidden
  // one made the carousel jump to it (three stops on one button for a keyboard).
  const renderSlide = (slide: Slide, i: number, active: boolean) => {
    const [light, bold] = splitTitle(slide.titulo);
    return (
      <div className="hero__slide" inert={!active}>
        <div className="hero__text">
          <p className="eyebrow">{t('Del campo bajacaliforniano a tu mesa')}</p>
          <h2 className="hero__title">
            <span className="hero__light">{light}</span> <span className="hero__bold">{bold}</span>
          </h2>
          <button type="button" className="btn btn--primary hero__cta" onClick={comprar}>
            {t('Comprar')}
          </button>
        </div>
        <img
          className="hero__img"
          src={slide.img_slider}
          srcSet={srcSetOf(slide.img_slider, 'slide')}
          sizes={HERO_IMAGE_SIZES}
          alt=""
          width={1200}
          height={800}
          fetchPriority={i === 0 ? 'high' : 'low'}
          loading={i === 0 ? 'eager' : 'lazy'}
        />
      </div>
    );
  };

  return (
    <section ref={ref} className="hero" aria-labelledby="hero-heading">
      <h1 id="hero-heading" className="visually-hidden">
        {t('Huerta Baja: frutas, verduras y abarrotes frescos a domicilio')}
      </h1>
      <div className="hero__stage">
        {slides.length === 0 ? (
          <div className="hero__placeholder" />
        ) : !sw ? (
          // Until Swiper loads: the first slide alone, in Swiper's own markup, so nothing moves when it takes over.
          <div className="swiper hero__swiper">
            <div className="swiper-wrapper">
              <div className="swiper-slide">{renderSlide(slides[0]!, 0, true)}</div>
            </div>
          </div>
        ) : (
          <sw.Swiper
            modules={[sw.Autoplay, sw.Pagination, sw.A11y]}
            autoplay={{ delay: AUTOPLAY_MS, disableOnInteraction: false }}
            onSwiper={(s) => onSwiper(s, true)}
            pagination={{ clickable: true }}
            a11y={a11yMessages()}
            loop={slides.length > 1}
            speed={600}
            className="hero__swiper"
          >
            {slides.map((slide, i) => (
              <sw.SwiperSlide key={slide.img_slider + i}>{({ isActive }) => renderSlide(slide, i, isActive)}</sw.SwiperSlide>
            ))}
          </sw.Swiper>
        )}
        {slides.length > 1 && <PauseButton paused={paused} onToggle={toggle} labels={{ pause: t('Pausar carrusel'), resume: t('Reanudar carrusel') }} className="hero__pause" />}
      </div>
    </section>
  );
}
