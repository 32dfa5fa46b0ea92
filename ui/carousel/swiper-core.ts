// Swiper's core and the fade effect a carousel may use, loaded by a carousel when it wakes and evaluated in a
// task of its own, apart from the wake (ui/carousel/mount-carousel.ts). Autoplay is the carousel's own timer
// (ui/carousel/autoplay.ts), not Swiper's module.
export { default as Swiper } from 'swiper'
export { EffectFade } from 'swiper/modules'
