'use client';
import { useEffect } from 'react';
import { isPlainClick } from '@/lib/runtime/links';
import { ZOOM_ATTR } from '@/lib/ui/zoom';

/**
 * One listener for every zoomable content image (lib/ui/zoom.ts): a plain click or Enter opens
 * the image in a full-screen dialog, whose code loads on first use. If that code cannot load, the
 * link does what it does without scripts: it opens the image file.
 */
export function ImageZoom() {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.(`a[${ZOOM_ATTR}]`);
      if (!(a instanceof HTMLAnchorElement) || !isPlainClick(e, a)) return;
      const img = a.querySelector('img');
      if (!img) return;
      e.preventDefault();
      import('./zoom-dialog').then(
        (m) => m.openZoom(img, a),
        () => window.location.assign(a.href),
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
