// The storefront's image URL helpers come from the zod-free module of @resham/shared.
export { MEDIA_WIDTHS, mediaAt, mediaSrcSet, type MediaWidth } from '@resham/shared';
