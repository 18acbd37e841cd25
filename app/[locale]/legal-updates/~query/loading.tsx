import { SearchSkeleton } from '@/components/publications/search-skeleton';

// A search renders at request time; this page never answers 404 or redirects, so streaming its
// skeleton first (with status 200) changes nothing a crawler or a visitor gets.
export default function Loading() {
  return <SearchSkeleton />;
}
