/**
 * The stylesheets of a lazily loaded block. A CSS file imported for its side effect by a block module
 * would only reach the page once the block's JavaScript runs (after hydration), so blocks import their
 * CSS as URLs (`import css from './x.css?url'`) and render them here. React 19 hoists these links into
 * the document, in the server HTML too, keeps one link per URL, and on client-side navigation waits for
 * them before it shows the block.
 */
export function Stylesheets({ hrefs }: { hrefs: readonly string[] }) {
  return (
    <>
      {hrefs
        .filter((href) => href !== '') // unit tests run without CSS processing: URLs are empty there
        .map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="blocks" />
        ))}
    </>
  )
}
