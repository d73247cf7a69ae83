// Everything the carousels need from Swiper, in one chunk loaded after the first paint.
export { Swiper, SwiperSlide } from 'swiper/react';
export { A11y, Autoplay, Pagination } from 'swiper/modules';
