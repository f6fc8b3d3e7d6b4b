import type { PageLink } from '@/lib/docs/navigation';
import { Pager } from '../ui/pager';

export function DocsPaginator({ prev, next }: { prev?: PageLink; next?: PageLink }) {
  return <Pager label="Docs pages" prev={prev && { ...prev, sub: 'Previous' }} next={next && { ...next, sub: 'Next' }} />;
}
