/** The five policy pages (spec §2), with the one-line gist shown on the about page's #policies section. */
export const POLICY_PAGES = [
  {
    to: '/shop/terms-conditions',
    title: 'Terms & Conditions',
    gist: 'How ordering from us works; Tamil Nadu law and Coimbatore courts apply.',
  },
  {
    to: '/shop/privacy-policy',
    title: 'Privacy Policy',
    gist: 'What we keep about you, why, and who else sees it (hardly anyone).',
  },
  {
    to: '/shop/returns-policy',
    title: 'Returns Policy',
    gist: 'Damaged, defective or wrong items: tell us within 24 hours of delivery.',
  },
  {
    to: '/shop/refund-policy',
    title: 'Refund Policy',
    gist: 'Cancel before we ship; refunds reach you in 3–7 business days.',
  },
  {
    to: '/shop/shipping-policy',
    title: 'Shipping Policy',
    gist: 'Delivery in India within 9 days, abroad within 25 days.',
  },
] as const;
