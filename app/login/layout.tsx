// The root layout of /login is the staff's root layout, the one /admin has.
export { default, generateMetadata, viewport } from '../admin/layout';
