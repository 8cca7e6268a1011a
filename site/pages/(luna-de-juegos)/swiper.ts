import Swiper from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/**
 * Swiper's core and the modules the games carousel uses, in a module of their own: the carousel
 * imports it when the visitor first reaches for it, so Swiper is not part of the first load of
 * `/juegos`.
 */
export function createSwiper(el: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(el, { ...options, modules: [Navigation, Keyboard, A11y] });
}
