import { sidebarBranches } from '@/lib/docs/sidebar-view';
import { mainSidebar } from '@/lib/docs/source';
import { routes } from '@/lib/routes';

type Params = { file: string };

// One JSON file per collapsed docs sidebar category, fetched when a reader opens it.
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

export function generateStaticParams(): Params[] {
  const files = [...sidebarBranches(mainSidebar()).keys()].map((url) => ({ file: fileOf(url) }));
  // An export needs one file even when no category is collapsed.
  return files.length ? files : [{ file: fileOf(routes.sidebarBranch('none')) }];
}

export async function GET(_req: Request, { params }: { params: Promise<Params> }) {
  const { file } = await params;
  const json = sidebarBranches(mainSidebar()).get(routes.sidebarBranch(file.replace(/\.json$/, '')));
  return new Response(json ?? '[]', { headers: { 'content-type': 'application/json' } });
}
