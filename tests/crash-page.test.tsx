import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CrashPage } from '@/components/layout/crash-page';

describe('crash page', () => {
  it('shows the title, the text, a Try again button and the error', () => {
    const html = renderToStaticMarkup(<CrashPage error={new Error('Cannot read properties of undefined')} reset={vi.fn()} />);
    expect(html).toContain('<h1>Page Error</h1>');
    expect(html).toContain('This page crashed.');
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).toContain('Cannot read properties of undefined');
  });
});
