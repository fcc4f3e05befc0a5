import type { ReactNode } from 'react';
import './globals.css';

// The real root layout is app/[locale]/layout.tsx (it sets <html lang>); this one only exists
// so that app/not-found.tsx has a parent.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
