import styles from './zoom-dialog.module.css';

/**
 * The full-screen image viewer: a native modal <dialog> (focus trapped, Escape closes, the page
 * behind inert). The image first fits the screen; a tap, a click, the button or the + and − keys
 * zoom it to at least its own size (twice the fitted size for small images) and the dialog scrolls,
 * keeping the point tapped under the finger. Pinch-zoom works as on any page.
 */
let dialog: HTMLDialogElement | null = null;
let opener: HTMLElement | null = null;

function button(label: string, path: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = styles.button;
  b.setAttribute('aria-label', label);
  b.innerHTML = `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="${path}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`;
  return b;
}

const ZOOM_IN = 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5M11 8v6M8 11h6';
const ZOOM_OUT = 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5M8 11h6';
const CLOSE = 'M5 5l14 14M19 5L5 19';

function create(): HTMLDialogElement {
  const d = document.createElement('dialog');
  d.className = styles.dialog;
  const bar = document.createElement('div');
  bar.className = styles.bar;
  const caption = document.createElement('p');
  caption.className = styles.caption;
  const zoom = button('Zoom in', ZOOM_IN);
  zoom.setAttribute('aria-pressed', 'false');
  const close = button('Close', CLOSE);
  close.addEventListener('click', () => d.close());
  bar.append(caption, zoom, close);
  const stage = document.createElement('div');
  stage.className = styles.stage;
  stage.tabIndex = 0;
  const img = document.createElement('img');
  img.className = styles.image;
  img.decoding = 'async';
  stage.append(img);
  d.append(bar, stage);

  const setZoom = (on: boolean, at?: { x: number; y: number }) => {
    const fitted = img.getBoundingClientRect();
    const fx = at ? (at.x - fitted.left) / fitted.width : 0.5;
    const fy = at ? (at.y - fitted.top) / fitted.height : 0.5;
    d.toggleAttribute('data-zoomed', on);
    zoom.setAttribute('aria-pressed', String(on));
    zoom.setAttribute('aria-label', on ? 'Zoom out' : 'Zoom in');
    zoom.innerHTML = zoom.innerHTML.replace(/d="[^"]*"/, `d="${on ? ZOOM_OUT : ZOOM_IN}"`);
    if (on) {
      const natural = img.naturalWidth || fitted.width;
      img.style.width = `${Math.round(Math.max(natural, fitted.width * 2))}px`;
      // Keep the point zoomed at where it was on screen.
      const r = img.getBoundingClientRect();
      const s = stage.getBoundingClientRect();
      stage.scrollLeft = r.left - s.left + stage.scrollLeft + fx * r.width - (at ? at.x - s.left : s.width / 2);
      stage.scrollTop = r.top - s.top + stage.scrollTop + fy * r.height - (at ? at.y - s.top : s.height / 2);
    } else {
      img.style.width = '';
    }
  };
  zoom.addEventListener('click', () => setZoom(!d.hasAttribute('data-zoomed')));
  img.addEventListener('click', (e) => setZoom(!d.hasAttribute('data-zoomed'), { x: e.clientX, y: e.clientY }));
  d.addEventListener('keydown', (e) => {
    if (e.key === '+' || e.key === '=') setZoom(true);
    else if (e.key === '-') setZoom(false);
  });
  // A click on the backdrop (outside the bar and the image) closes, as Escape does.
  d.addEventListener('click', (e) => {
    if (e.target === d || e.target === stage) d.close();
  });
  d.addEventListener('close', () => {
    setZoom(false);
    document.documentElement.style.overflow = '';
    opener?.focus({ preventScroll: true });
    opener = null;
  });
  // Back (or any navigation) while it is open leaves the viewer with the page it belonged to.
  window.addEventListener('popstate', () => d.open && d.close());
  document.body.append(d);
  return d;
}

export function openZoom(source: HTMLImageElement, from: HTMLElement): void {
  dialog ??= create();
  const img = dialog.querySelector('img')!;
  const caption = dialog.querySelector('p')!;
  const alt = source.alt.trim();
  img.src = source.currentSrc || source.src;
  img.alt = alt;
  caption.textContent = alt;
  dialog.setAttribute('aria-label', alt ? `Image: ${alt}` : 'Image');
  opener = from;
  document.documentElement.style.overflow = 'hidden';
  dialog.showModal();
  dialog.querySelector<HTMLElement>(`.${styles.stage}`)!.focus();
}
