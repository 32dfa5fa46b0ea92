import type { I18nPayload } from './i18n/translator'
import type { ImageService } from './media/image-url'
import type { BodyRender } from './server/renderer'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike types its page context by declaration merging into this global namespace
  namespace Vike {
    /** What the engine reads and writes on every page context; the application declares its own fields beside. */
    interface PageContext {
      /** The page's interface language and its resolved strings, set by the application's server. */
      i18n: I18nPayload
      /**
       * The image service images are resized through (IMAGE_URL_TEMPLATE, runtime/media/image-url.ts), set by
       * the application's server; the islands configure it before they hydrate, to render the server's URLs.
       */
      imageService?: ImageService
      /** Server only: the interface strings the page's islands read while rendered (runtime/islands/Island.tsx). */
      islandStrings?: Set<string>
      /** Server only: the islands that wake as the page starts, whose code the body's end preloads. */
      islandPreloads?: Set<string>
    }
    interface PageContextServer {
      /** When the page's own HTML renders, and how that went (runtime/server/renderer.ts, issue 26). */
      bodyRender?: BodyRender
    }
  }
}

export {}
