import { Autoplay, Pagination, A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Product } from '@huerta/contracts';
import { ProductCard } from './product-card';
import './home.css';

/** Swiper breakpoints are min-widths: ≤480 → 1, ≤600 → 2, ≤1024 → 3, wider → 4 (never more than there are). */
const breakpointsFor = (n: number) => ({
  0: { slidesPerView: Math.min(1, n) },
  481: { slidesPerView: Math.min(2, n) },
  601: { slidesPerView: Math.min(3, n) },
  1025: { slidesPerView: Math.min(4, n) },
});

export function NewProducts({ products }: { products: Product[] }) {
  const many = products.length > 4;
  return (
    <section className="section new-products" aria-labelledby="new-heading">
      <div className="section__head">
        <p className="eyebrow">Recién llegados</p>
        <h2 id="new-heading" className="section__title">
          LO NUEVO
        </h2>
      </div>
      {products.length === 0 ? (
        <p className="muted">No hay productos disponibles.</p>
      ) : (
        <Swiper
          modules={[Autoplay, Pagination, A11y]}
          className="new-products__swiper"
          spaceBetween={16}
          speed={500}
          loop={many}
          autoplay={many ? { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
          pagination={many ? { clickable: true } : false}
          a11y={{ paginationBulletMessage: 'Ir al producto {{index}}', slideLabelMessage: '{{index}} de {{slidesLength}}' }}
          breakpoints={breakpointsFor(products.length)}
        >
          {products.map((p) => (
            <SwiperSlide key={p.id}>
              <ProductCard product={p} />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </section>
  );
}
