import { subscriptionRoute } from '@/components/newsletter/subscription-page';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

const route = subscriptionRoute('newsletterUnsubscribe');

export const generateMetadata = route.generateMetadata;
export default route.Page;
