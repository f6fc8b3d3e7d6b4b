'use client';
import { CrashPage } from '@/components/layout/crash-page';
import './globals.css';

/** When the root layout itself fails: a bare document with the same crash page. */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en" data-theme="light">
      <head>
        <title>Page Error</title>
      </head>
      <body>
        <CrashPage error={error} reset={reset} />
      </body>
    </html>
  );
}
