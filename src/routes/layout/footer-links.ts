import { productListHref } from '@/features/catalogue';
import { paths, policyPath } from '@/shared/paths';
import { POLICY_SLUGS } from '@/shared/policies';
import type { MessageId } from '@/shared/i18n/message-id';

interface FooterColumn {
  /** Message ids (src/shared/i18n/catalogues), as every word the footer shows. */
  title: MessageId;
  links: readonly { label: MessageId; to: string }[];
}

/**
 * Footer content as data (spec §1: three titled columns and five social icons), and the seller's
 * pages the Consumer Protection (E-Commerce) Rules, 2020 ask every page to link.
 */
export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'footer.about',
    links: [
      { label: 'footer.ourStory', to: paths.home },
      { label: 'footer.allSneakers', to: paths.productList },
      { label: 'footer.requestTester', to: paths.mockman },
    ],
  },
  {
    title: 'footer.getHelp',
    links: [
      { label: 'footer.yourCart', to: paths.cart },
      { label: 'footer.yourWishlist', to: paths.wishlist },
      { label: 'footer.yourAccount', to: paths.profile },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { label: 'footer.men', to: productListHref({ categories: ['men'] }) },
      { label: 'footer.women', to: productListHref({ categories: ['women'] }) },
      { label: 'footer.sports', to: productListHref({ categories: ['sports'] }) },
    ],
  },
  {
    title: 'footer.policies',
    links: [
      { label: 'footer.aboutSeller', to: paths.about },
      { label: 'footer.grievanceOfficer', to: paths.grievance },
      ...POLICY_SLUGS.map((slug) => ({ label: `policy.${slug}.title` as const, to: policyPath(slug) })),
    ],
  },
];

/** Our own icons under /images/social; the shop links nowhere outside itself while offline. */
export const socialLinks = [
  { name: 'Instagram', icon: 'instagram' },
  { name: 'Facebook', icon: 'facebook' },
  { name: 'X', icon: 'x' },
  { name: 'YouTube', icon: 'youtube' },
  { name: 'LinkedIn', icon: 'linkedin' },
] as const;
