import { productListHref } from '@/features/catalogue';
import { paths, policyPath } from '@/shared/paths';
import { POLICY_SLUGS, POLICY_TITLES } from '@/shared/policies';

/**
 * Footer content as data (spec §1: three titled columns and five social icons), and the seller's
 * pages the Consumer Protection (E-Commerce) Rules, 2020 ask every page to link.
 */
export const footerColumns = [
  {
    title: 'About',
    links: [
      { label: 'Our story', to: paths.home },
      { label: 'All sneakers', to: paths.productList },
      { label: 'Request tester', to: paths.mockman },
    ],
  },
  {
    title: 'Get Help',
    links: [
      { label: 'Your cart', to: paths.cart },
      { label: 'Your wishlist', to: paths.wishlist },
      { label: 'Your account', to: paths.profile },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Men', to: productListHref({ categories: ['men'] }) },
      { label: 'Women', to: productListHref({ categories: ['women'] }) },
      { label: 'Sports', to: productListHref({ categories: ['sports'] }) },
    ],
  },
  {
    title: 'Policies',
    links: [
      { label: 'About the seller', to: paths.about },
      { label: 'Grievance officer', to: paths.grievance },
      ...POLICY_SLUGS.map((slug) => ({ label: POLICY_TITLES[slug], to: policyPath(slug) })),
    ],
  },
] as const;

/** Our own icons under /images/social; the shop links nowhere outside itself while offline. */
export const socialLinks = [
  { name: 'Instagram', icon: 'instagram' },
  { name: 'Facebook', icon: 'facebook' },
  { name: 'X', icon: 'x' },
  { name: 'YouTube', icon: 'youtube' },
  { name: 'LinkedIn', icon: 'linkedin' },
] as const;
