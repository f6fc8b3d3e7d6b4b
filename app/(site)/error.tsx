'use client';
import { CrashPage } from '@/components/layout/crash-page';

export default function ErrorPage({ error, reset }: { error: Error; reset: () => void }) {
  return <CrashPage error={error} reset={reset} />;
}
