import Link from 'next/link';
import { commercialsPath, residentialsPath } from '@/lib/routes';
import styles from './listing-page.module.css';

/** The fixed informational texts about buying property in Malta (content only, no rules of the product). */
export function SeoText({ lettingType }: { lettingType: number }) {
  return lettingType === 7 ? (
    <section className={`${styles.seo} render-near-view`} aria-labelledby="seo-heading">
      <h2 id="seo-heading">Buying commercial property in Malta</h2>
      <p>
        Malta&apos;s economy draws companies in gaming, finance, tourism and logistics, and commercial property follows
        them: offices in Sliema, St Julian&apos;s and Gzira, shops on busy high streets, restaurants and bars along the
        seafront, hotels and garages across the islands. Owning your premises fixes your costs and builds equity in a
        market with limited land.
      </p>
      <p>
        A purchase usually starts with a promise of sale agreement (konvenju), signed before a notary, with a deposit of
        10% of the price. The final deed generally follows within a term of three months by default, during which the
        notary carries out searches and any bank financing is confirmed. Our agents guide you through permits, use
        classes and due diligence from the first viewing to the final deed.
      </p>
      <p>
        Looking for a home instead? Browse our <Link href={residentialsPath}>residential properties</Link>.
      </p>
    </section>
  ) : (
    <section className={`${styles.seo} render-near-view`} aria-labelledby="seo-heading">
      <h2 id="seo-heading">Buying residential property in Malta</h2>
      <p>
        From seafront apartments in Sliema and St Julian&apos;s to farmhouses and houses of character in Gozo, Malta
        offers homes for every way of living: sunny penthouses with open views, maisonettes with their own entrance,
        townhouses in traditional village cores and villas with gardens and pools.
      </p>
      <p>
        When you find the right property, a promise of sale agreement (konvenju) is signed before a notary with a deposit
        of 10% of the price. The final deed normally follows within a term of three months by default, giving time for
        the notary&apos;s searches and your home loan. EU citizens and non-EU buyers alike can buy in Malta, with some
        rules depending on residence and the area chosen; our agents explain each step.
      </p>
      <p>
        Investing in business premises? See our <Link href={commercialsPath}>commercial properties</Link>.
      </p>
    </section>
  );
}
