import type { ReactNode } from 'react';
import { BlogFrame } from '@/components/blog/blog-frame';

export default function BlogLayout({ children }: { children: ReactNode }) {
  return <BlogFrame>{children}</BlogFrame>;
}
