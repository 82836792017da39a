export const SHOP_LINKS = [
  { to: '/shop/home', label: 'Home' },
  { to: '/shop/listing', label: 'Products' },
  { to: '/shop/about-us', label: 'About Us' },
] as const;

export const POLICY_LINKS = [
  { to: '/shop/about-us#policies', label: 'Our Policies' },
  { to: '/shop/terms-conditions', label: 'Terms & Conditions' },
  { to: '/shop/privacy-policy', label: 'Privacy Policy' },
  { to: '/shop/returns-policy', label: 'Returns Policy' },
  { to: '/shop/refund-policy', label: 'Refund Policy' },
  { to: '/shop/shipping-policy', label: 'Shipping Policy' },
] as const;
