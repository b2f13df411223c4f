import { ThankYou, thankYouMetadata } from '@/components/content/thank-you';

/** Made once for every visitor and made again after the data cache's life (lib/cached-routes.ts). */
export const revalidate = 300;
export { madeOnFirstRequest as generateStaticParams } from '@/lib/cached-routes';

export const generateMetadata = thankYouMetadata;

export default async function ThankYouPage() {
  return <ThankYou />;
}
