'use client';
import { useEffect } from 'react';

/** Marks the TOC link of the last heading scrolled past (below the sticky navbar). */
export function TocHighlighter() {
  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-toc-id]')];
    const headings = links.map((l) => document.getElementById(l.dataset.tocId!)).filter(Boolean) as HTMLElement[];
    if (!headings.length) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = 100;
      let current = headings[0];
      for (const h of headings) if (h.getBoundingClientRect().top <= offset) current = h;
      for (const l of links) {
        const on = l.dataset.tocId === current.id;
        l.classList.toggle('toc-active', on);
        if (on) l.setAttribute('aria-current', 'location');
        else l.removeAttribute('aria-current');
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
