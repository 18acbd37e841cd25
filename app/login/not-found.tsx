import { StaffNotFound } from '@/components/admin/shell/staff-not-found';

/** What notFound() from a page of this root layout shows: the admin area's 404 page. */
export default StaffNotFound;
