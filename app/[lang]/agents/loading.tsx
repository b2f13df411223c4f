import { PageSkeleton } from '@/components/content/page-skeleton';

export default function Loading() {
  return <PageSkeleton variant="grid" cards={8} />;
}
