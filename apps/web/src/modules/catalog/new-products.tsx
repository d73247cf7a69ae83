import type { CSSProperties } from 'react';
import type { Product } from '@huerta/contracts';
import { t } from '../../i18n/i18n';
import { ProductCard } from './product-card';
import { AUTOPLAY_MS } from './use-swiper';
import { PauseButton, useAutoplayControl } from './autoplay-control';
import './home.css';

/** Swiper breakpoints are min-widths: ≤480 → 1, ≤600 → 2, ≤1024 → 3, wider → 4 (never more than there are). */
const breakpointsFor = (n: number) => ({
  0: { slidesPerView: Math.min(1, n) },
  481: { slidesPerView: Math.min(2, n) },
  601: { slidesPerView: Math.min(3, n) },
  1025: { slidesPerView: Math.min(4, n) },
});

/** Slides per view at each width, for the markup shown before Swiper loads (same numbers as the breakpoints). */
const perViewVars = (n: number) =>
  ({ '--pv-xs': Math.min(1, n), '--pv-sm': Math.min(2, n), '--pv-md': Math.min(3, n), '--pv-lg': Math.min(4, n) }) as CSSProperties;

export function NewProducts({ products }: { products: Product[] }) {
  const many = products.length > 4;
  const { ref, sw, paused, toggle, onSwiper } = useAutoplayControl();
  return (
    <section ref={ref} className="section new-products" aria-labelledby="new-heading">
      <div className="section__head">
        <div>
          <p className="eyebrow">{t('Recién llegados')}</p>
          <h2 id="new-heading" className="section__title">
            {t('LO NUEVO')}
          </h2>
        </div>
        {many && <PauseButton paused={paused} onToggle={toggle} labels={{ pause: t('Pausar productos nuevos'), resume: t('Reanudar productos nuevos') }} className="new-products__pause" />}
      </div>
      {products.length === 0 ? (
        <p className="muted">{t('No hay productos disponibles.')}</p>
      ) : !sw ? (
        // Until Swiper loads: the slides in view (at most 4 at any width) laid out by CSS at the same
        // widths, so nothing moves; the ones beyond the edge only come with Swiper.
        <div className="swiper new-products__swiper new-products__static" style={perViewVars(products.length)}>
          <div className="swiper-wrapper">
            {products.slice(0, 4).map((p) => (
              <div className="swiper-slide" key={p.id}>
                <ProductCard product={p} />
              </div>
            ))}
          </div>
        </div>
      ) : (
        <sw.Swiper
          modules={[sw.Autoplay, sw.Pagination, sw.A11y]}
          className="new-products__swiper"
          spaceBetween={16}
          speed={500}
          loop={many}
          autoplay={many ? { delay: AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
          onSwiper={(s) => onSwiper(s, many)}
          pagination={many ? { clickable: true } : false}
          a11y={{ paginationBulletMessage: t('Ir al producto {index}', { index: '{{index}}' }), slideLabelMessage: t('{index} de {total}', { index: '{{index}}', total: '{{slidesLength}}' }) }}
          breakpoints={breakpointsFor(products.length)}
        >
          {products.map((p) => (
            <sw.SwiperSlide key={p.id}>
              <ProductCard product={p} />
            </sw.SwiperSlide>
          ))}
        </sw.Swiper>
      )}
    </section>
  );
}
