// The empty page made once, as the site makes its pages that are the same for everyone: rendered on its
// first request, then served from the cache (lib/cached-routes.ts). It sits at the address of a page
// the site makes once, so that the site's middleware, which answers in front of this app, treats it
// as one: no nonce, and its policy stored with it by the cache handler. bench:throughput's floor.
export { madeOnFirstRequest as generateStaticParams } from '../../../../../../lib/cached-routes';
export const revalidate = 300;

export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
    </main>
  );
}
