/**
 * The site icon, served by the server itself so every deployment has one (browsers ask for it on
 * every page; a 404 there is a console error). A neutral mark, independent of any site's content.
 */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f6fff"/><stop offset="1" stop-color="#0a3fb8"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><path d="M18 41a9 9 0 0 1 1.6-17.9A12 12 0 0 1 42.6 21 10 10 0 0 1 46 41z" fill="#fff"/></svg>`
