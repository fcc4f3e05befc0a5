import type { ReactNode } from 'react';
import { ConsoleShell } from '@/components/console/ConsoleShell';
import { requireStaff } from '@/lib/console/guard';

/**
 * Every signed-in console screen sits in this shell. Signed out: the login page. Each screen's
 * page.tsx still calls requireStaff with its own permission (a layout does not re-run on every
 * client navigation, so it never stands in for the page's check).
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaff('dashboard.view');
  return <ConsoleShell staff={staff}>{children}</ConsoleShell>;
}
