'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { collapseDuration } from '@/lib/ui/collapsible';

/** A panel that animates its height when `open` changes (duration from its height). */
export function Collapsible({ open, children, id, className }: { open: boolean; children: ReactNode; id?: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const full = el.scrollHeight;
    const ms = collapseDuration(full, reduced);
    el.hidden = false;
    el.style.overflow = 'hidden';
    el.style.transition = `height ${ms}ms ease-in-out`;
    el.style.height = open ? '0px' : `${full}px`;
    void el.offsetHeight; // commit the start height before animating
    el.style.height = open ? `${full}px` : '0px';
    const done = () => {
      el.style.transition = '';
      el.style.overflow = '';
      el.style.height = '';
      if (!open) el.hidden = true;
    };
    const t = window.setTimeout(done, ms + 20);
    return () => window.clearTimeout(t);
  }, [open]);
  return (
    <div ref={ref} id={id} className={className} hidden={!open}>
      {children}
    </div>
  );
}
