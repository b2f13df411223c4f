import { Hero } from '../../../../../../components/home/hero';

// The empty page with the home page's hero photo, shown by the site's own component (the same
// picture, widths, preload and priority, from the site's public folder, which ./public links to):
// the floor bench:vitals reads each page's largest paint against.
// Made once, as the site's pages a visitor opens first are, at the address of the careers page (/career),
// which the site's middleware, answering in front of this app, passes on as a page made once: any
// other one-segment address it would take for a landing page.
export { madeOnFirstRequest as generateStaticParams } from '../../../../../../lib/cached-routes';
export const revalidate = 300;

export default function Page() {
  return (
    <main>
      <Hero heading="Baseline" lead="The home page's photo, alone." />
    </main>
  );
}
