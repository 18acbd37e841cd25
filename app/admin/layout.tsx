import type { ReactNode } from 'react';
import {
  StaffDocument,
  staffMetadata,
  staffViewport,
} from '@/components/admin/shell/staff-document';
import '../globals.css';

// The root layout of the staff's pages: /admin, and /login, whose layout is this one re-exported
// (they render per request: they read the session and language cookies, which the nonce policy of
// proxy.ts needs anyway).
export const generateMetadata = staffMetadata;
export const viewport = staffViewport;

export default function Layout({ children }: { children: ReactNode }) {
  return <StaffDocument>{children}</StaffDocument>;
}
