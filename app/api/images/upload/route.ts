import { uploadImageOriginal } from '@/lib/admin/images/upload-original';

export const dynamic = 'force-dynamic';

/** An image original for the embedded store (lib/admin/images/upload-original.ts). */
export function PUT(request: Request) {
  return uploadImageOriginal(request);
}
