// The home page's featured products under one cache key: the home page reads it, the admin's featured
// list refreshes it after a save. 'public' keys survive sign-out (see features/auth/api.ts).
export const featuredProductsKey = ['public', 'products', 'featured'] as const;
