import type { Metadata } from 'next';
import { HomeFrame } from '@/components/home/home-frame';
import { DocRoute, docRouteMetadata } from '@/components/docs/doc-route';

/** The site's `/` when the docs are at the root (routeBasePath '/') and the site has no src/pages/index: the doc there. */
export function generateMetadata(): Metadata {
  return docRouteMetadata('');
}

export default function Home() {
  return (
    <HomeFrame>
      <DocRoute route="" />
    </HomeFrame>
  );
}
