// The storefront's image URL helpers come from the zod-free module of @resham/shared.
export { GALLERY_IMAGE_SIZES, MEDIA_WIDTHS, mediaAt, mediaSrcSet, type MediaWidth } from '@resham/shared';
