// Swiper's core and the two modules a carousel may use, loaded by a carousel when it wakes and evaluated in a
// task of their own, apart from the wake (ui/carousel/mount-carousel.ts).
export { default as Swiper } from 'swiper'
export { Autoplay, EffectFade } from 'swiper/modules'
