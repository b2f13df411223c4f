import { connection } from 'next/server';
import { ThankYou, thankYouMetadata } from '@/components/content/thank-you';

export const generateMetadata = thankYouMetadata;

export default async function ThankYouPage() {
  await connection();
  return <ThankYou />;
}
