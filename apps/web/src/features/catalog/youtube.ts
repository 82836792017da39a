export { youtubeVideoId } from '@resham/shared';
