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
    gist: 'Ask from your account after delivery: what we take back, for how long, and who pays the pickup.',
  },
  {
    to: '/shop/refund-policy',
    title: 'Refund Policy',
    gist: 'Cancel from your account before dispatch for a full refund; it reaches you in 3–7 business days.',
  },
  {
    to: '/shop/shipping-policy',
    title: 'Shipping Policy',
    gist: 'When we dispatch, how long couriers take, and cash on delivery.',
  },
] as const;
