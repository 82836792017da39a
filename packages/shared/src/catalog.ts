import { z } from './zod';
import { MEDIA_URL_PATTERN, youtubeVideoId } from './media';
import { LISTING_PAGE } from './listing-page';
import { formatRupees, isWholePaise, paiseToRupees, rupeesToPaise, type Paise } from './money';
import { basePriceForShopperPaise } from './pricing';
import { LIMITS } from './limits';
import { plainText } from './plain-text';
import { safeReturnTo } from './return-to';
import { sareeDetailFields } from './saree-details';

export { LISTING_PAGE, pagePath } from './listing-page';

export const CATALOG_MESSAGES = {
  categoryNameRequired: 'Category name is required.',
  subcategoryNameRequired: 'Subcategory name is required.',
  nameTooLong: 'Name must be at most 80 characters.',
  categoryExists: 'A category with this name already exists.',
  subcategoryExists: 'This category already has a subcategory with this name.',
  categoryNotFound: 'Category not found.',
  subcategoryNotFound: 'Subcategory not found.',
  parentRequired: 'Please choose a parent category.',
  categoryInUse: (n: number) =>
    `This category is used by ${n} product${n === 1 ? '' : 's'}. Move or delete those products first.`,
  categoryHasSubcategories: 'Delete this category’s subcategories first.',
  categoryAdded: 'Category added',
  categoryRenamed: 'Category renamed',
  categoryDeleted: 'Category deleted',
  subcategoryAdded: 'Subcategory added',
  subcategoryRenamed: 'Subcategory renamed',
  subcategoryDeleted: 'Subcategory deleted',
  subcategoryInUse: (n: number) =>
    `This subcategory is used by ${n} product${n === 1 ? '' : 's'}. Move or delete those products first.`,
  titleRequired: 'Title is required.',
  descriptionRequired: 'Description is required.',
  categoryRequired: 'Category is required.',
  priceInvalid: 'Price must be greater than 0.',
  salePriceInvalid: 'Sale price must be 0 or more.',
  salePriceTooHigh: 'Sale price must be below the price.',
  shopperPriceUnreachable: (asked: number, below: number, above: number) =>
    `No price before GST comes to exactly ${formatRupees(asked)} with ${LIMITS.taxRatePercent}% GST: shoppers can be shown ${formatRupees(below)} or ${formatRupees(above)}.`,
  pricesDisagree: (shopper: number, base: number) =>
    `${formatRupees(shopper)} with GST and ${formatRupees(base)} before GST do not agree: send one of the two.`,
  stockInvalid: 'Total stock must be a whole number of 0 or more.',
  stockChanged: (current: number) =>
    `Stock changed to ${current} since you opened this product (sold or reserved meanwhile). Check the figure and save again.`,
  imagesRequired: 'Please upload at least one image.',
  imagesTooMany: 'A product can have at most 10 images.',
  imageNotOurs: 'Images must be uploaded to this shop first.',
  youtubeInvalid: 'Please enter a YouTube video link (watch, shorts or embed URL).',
  subcategoryNotInCategory: 'The subcategory does not belong to the chosen category.',
  productNotFound: 'Product not found.',
  /** The API's answer to a new product (the spec's words, which its client shows). */
  productAdded: 'Product add successfully',
  /** What the owner's product form says when a new product is saved (issue 35). */
  productAddedToast: 'Product added',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  desktopImageRequired: 'Desktop image is required.',
  mobileImageRequired: 'Mobile image is required.',
  bannerAdded: 'Banner added successfully',
  bannerLinkInvalid:
    'A banner can lead to a page of this shop only: a path starting with /shop/ (for example /shop/listing?category=Kanchipuram+Silk+Sarees).',
  bannerDeleted: 'Banner deleted successfully',
  bannerNotFound: 'Banner not found.',
  uploadNotImage: 'Only JPEG, PNG, WebP or AVIF images can be uploaded.',
  uploadTooLarge: 'Each image must be at most 8 MB.',
  uploadTooManyPixels: 'The image is too large (at most 40 megapixels).',
  uploadNoFiles: 'Please choose at least one image.',
  storageUnavailable: 'Images cannot be stored or loaded right now. Please try again in a few minutes.',
} as const;

const M = CATALOG_MESSAGES;

const nameSchema = (required: string) =>
  plainText(z.string({ error: required }).trim().min(1, required).max(80, M.nameTooLong));

export const categoryInputSchema = z.object({ name: nameSchema(M.categoryNameRequired) });
export const subcategoryCreateSchema = z.object({
  name: nameSchema(M.subcategoryNameRequired),
  categoryId: z.string({ error: M.parentRequired }).uuid(M.parentRequired),
});
export const subcategoryRenameSchema = z.object({ name: nameSchema(M.subcategoryNameRequired) });

/**
 * A number, or the text of one as a form field holds it ('12000', ' 3 '). Anything else (true, [], null,
 * an object, '') is refused rather than coerced: `Number(true)` is 1 and `Number([])` is 0.
 */
const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), schema);

const rupees = (message: string) =>
  numeric(z.number({ error: message }).refine((n) => isWholePaise(n), message));
const stock = () =>
  z
    .number({ error: M.stockInvalid })
    .int(M.stockInvalid)
    .min(0, M.stockInvalid)
    .max(LIMITS.maxInteger, M.stockInvalid);
/** The most a price or sale price (before GST) may be: ₹1 crore. */
const MAX_PRICE_PAISE = 1_000_000_000;

const imagesSchema = z
  .array(z.string().regex(MEDIA_URL_PATTERN, M.imageNotOurs), { error: M.imagesRequired })
  .max(10, M.imagesTooMany);

/** No sale price: missing, null or an empty form field (told apart from 0, which is "not on sale"). */
const blankToUndefined = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : v);

const productObject = z.object({
  title: plainText(z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200)),
  description: plainText(
    z.string({ error: M.descriptionRequired }).trim().min(1, M.descriptionRequired).max(5000),
  ),
  category: plainText(z.string({ error: M.categoryRequired }).trim().min(1, M.categoryRequired).max(200)),
  subcategory: plainText(z.string().trim().max(200))
    .nullish()
    .transform((v) => v || null),
  // Each price comes as the base (`price`, before GST, as the spec has it) or as the figure shoppers
  // pay (`shopperPrice`, GST included); see productBasePrices.
  price: z.preprocess(blankToUndefined, rupees(M.priceInvalid).optional()),
  salePrice: z.preprocess(blankToUndefined, rupees(M.salePriceInvalid).optional()),
  shopperPrice: z.preprocess(blankToUndefined, rupees(M.priceInvalid).optional()),
  shopperSalePrice: z.preprocess(blankToUndefined, rupees(M.salePriceInvalid).optional()),
  totalStock: numeric(stock().max(LIMITS.maxStock, M.stockInvalid)),
  images: imagesSchema.min(1, M.imagesRequired),
  youtubeLink: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || youtubeVideoId(v) !== null, M.youtubeInvalid),
  ...sareeDetailFields,
});
type ProductPrices = Pick<
  z.output<typeof productObject>,
  'price' | 'salePrice' | 'shopperPrice' | 'shopperSalePrice'
>;

type Resolved = { paise: Paise } | { issue: { path: string; message: string } };

/**
 * One price as given: the base in rupees, or the shopper's figure turned into the base whose price
 * with tax is exactly it; both must agree. `none` is the base when neither is given (null: required).
 */
function resolvePrice(
  base: number | undefined,
  shopper: number | undefined,
  names: { base: string; shopper: string; invalid: string },
  none: Paise | null,
): Resolved {
  if (shopper === undefined) {
    if (base !== undefined) return { paise: rupeesToPaise(base) };
    return none === null ? { issue: { path: names.base, message: names.invalid } } : { paise: none };
  }
  const shopperPaise = rupeesToPaise(shopper);
  if (shopperPaise < 0) return { issue: { path: names.shopper, message: names.invalid } };
  // 0 is "not on sale" for a sale price (its base is 0 too); for a price the range check refuses it.
  const found = shopperPaise <= 0 ? { basePaise: 0 } : basePriceForShopperPaise(shopperPaise);
  if (!('basePaise' in found))
    return {
      issue: {
        path: names.shopper,
        message: M.shopperPriceUnreachable(shopper, paiseToRupees(found.below), paiseToRupees(found.above)),
      },
    };
  if (base !== undefined && rupeesToPaise(base) !== found.basePaise)
    return { issue: { path: names.shopper, message: M.pricesDisagree(shopper, base) } };
  return { paise: found.basePaise };
}

/**
 * The base prices to store (rupees, before GST) from what the form or an API client sent: `price` or
 * `shopperPrice` (required), `salePrice` or `shopperSalePrice` (none: not on sale). With the reasons
 * they cannot be stored, each on its field, when they cannot.
 */
export function productBasePrices(
  p: ProductPrices,
): { price: number; salePrice: number } | { issues: { path: string; message: string }[] } {
  const price = resolvePrice(
    p.price,
    p.shopperPrice,
    { base: 'price', shopper: 'shopperPrice', invalid: M.priceInvalid },
    null,
  );
  const sale = resolvePrice(
    p.salePrice,
    p.shopperSalePrice,
    { base: 'salePrice', shopper: 'shopperSalePrice', invalid: M.salePriceInvalid },
    0,
  );
  const issues = [price, sale].flatMap((r) => ('issue' in r ? [r.issue] : []));
  if ('paise' in price && (price.paise <= 0 || price.paise > MAX_PRICE_PAISE))
    issues.push({ path: p.shopperPrice === undefined ? 'price' : 'shopperPrice', message: M.priceInvalid });
  const salePath = p.shopperSalePrice === undefined ? 'salePrice' : 'shopperSalePrice';
  if ('paise' in sale && (sale.paise < 0 || sale.paise > MAX_PRICE_PAISE))
    issues.push({ path: salePath, message: M.salePriceInvalid });
  else if ('paise' in price && 'paise' in sale && issues.length === 0 && sale.paise >= price.paise)
    issues.push({ path: salePath, message: M.salePriceTooHigh });
  if (issues.length || !('paise' in price) || !('paise' in sale)) return { issues };
  return { price: paiseToRupees(price.paise), salePrice: paiseToRupees(sale.paise) };
}

const checkPrices = (p: ProductPrices, ctx: z.RefinementCtx) => {
  const resolved = productBasePrices(p);
  if ('issues' in resolved)
    for (const issue of resolved.issues)
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/**
 * A product as the admin form sends it. `category` and `subcategory` are each a name or an id (our
 * form sends names, the spec's original client the ids from /api/common/categories). The output keeps
 * the prices as sent: productBasePrices gives the ones to store.
 */
export const productInputSchema = productObject.superRefine(checkPrices);
export type ProductInput = z.input<typeof productInputSchema>;

/**
 * An edit also carries the stock figure the form loaded: when units were sold or reserved since, the
 * server refuses (409 with the current figure) instead of writing a stale absolute number over them.
 * Without it (older clients) the figure sent is written as it is.
 * An empty image list keeps the product's images: the spec's client cannot upload while
 * editing and sends `images: []`.
 */
export const productEditSchema = productObject
  .extend({
    images: imagesSchema,
    expectedStock: numeric(stock()).optional(),
  })
  .superRefine(checkPrices);
export type ProductEdit = z.input<typeof productEditSchema>;

export const bannerInputSchema = z.object({
  imageDesktop: z
    .string({ error: M.desktopImageRequired })
    .min(1, M.desktopImageRequired)
    .regex(MEDIA_URL_PATTERN, M.imageNotOurs),
  imageMobile: z
    .string({ error: M.mobileImageRequired })
    .min(1, M.mobileImageRequired)
    .regex(MEDIA_URL_PATTERN, M.imageNotOurs),
  alt: plainText(z.string().trim().max(200)).optional().default(''),
  /** A storefront page the banner leads to; empty or absent for none. */
  link: z
    .string()
    .trim()
    .max(1000, M.bannerLinkInvalid)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || safeReturnTo(value) !== null, M.bannerLinkInvalid),
});

/**
 * The optional paging parameters of the shop's listing and search (the contract is in
 * `listing-page.ts`): absent → the whole list as the spec answers it; present → one page with the
 * true total. Out-of-range or non-integer values are refused (400), never clamped.
 */
export const listingPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(LISTING_PAGE.maxPage, `page must be at most ${LISTING_PAGE.maxPage}`)
    .optional(),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${LISTING_PAGE.maxSize}` })
    .int(`pageSize must be a whole number from 1 to ${LISTING_PAGE.maxSize}`)
    .min(1, `pageSize must be a whole number from 1 to ${LISTING_PAGE.maxSize}`)
    .max(LISTING_PAGE.maxSize, `pageSize must be a whole number from 1 to ${LISTING_PAGE.maxSize}`)
    .optional(),
});
export type ListingPageQuery = z.output<typeof listingPageQuerySchema>;

/** The page asked for, with defaults filled in; null when neither parameter was given (the spec's call). */
export function listingPage(q: ListingPageQuery): { page: number; pageSize: number } | null {
  if (q.page === undefined && q.pageSize === undefined) return null;
  return { page: q.page ?? 1, pageSize: q.pageSize ?? LISTING_PAGE.defaultSize };
}
