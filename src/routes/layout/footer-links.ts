/** Footer content as data (spec §1: three titled columns and five social icons). */
export const footerColumns = [
  {
    title: 'About',
    links: [
      { label: 'Our story', to: '/' },
      { label: 'All sneakers', to: '/productlist' },
      { label: 'Request tester', to: '/mockman' },
    ],
  },
  {
    title: 'Get Help',
    links: [
      { label: 'Your cart', to: '/cart' },
      { label: 'Your wishlist', to: '/wishlist' },
      { label: 'Your account', to: '/profile' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Men', to: '/productlist?category=men' },
      { label: 'Women', to: '/productlist?category=women' },
      { label: 'Sports', to: '/productlist?category=sports' },
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
