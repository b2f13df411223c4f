/* In a route group so this loading state covers the list only, never a post. */
import { PageSkeleton } from '@/components/content/page-skeleton';

export default function Loading() {
  return <PageSkeleton variant="grid" cards={8} />;
}
