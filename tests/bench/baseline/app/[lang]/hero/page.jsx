import { connection } from 'next/server';
import { Hero } from '../../../../../../components/home/hero';

// The empty page with the home page's hero photo, shown by the site's own component (the same
// picture, widths, preload and priority, from the site's public folder, which ./public links to):
// the floor bench:vitals reads each page's largest paint against.
export default async function Page() {
  await connection();
  return (
    <main>
      <Hero heading="Baseline" lead="The home page's photo, alone." />
    </main>
  );
}
