// The Radix toaster itself (./toaster) is loaded on demand by LazyToaster.
export { toast, dismissToast } from './toast-store';
export type { ToastOptions, ToastVariant } from './toast-store';
export { useToast } from './use-toast';
export { LazyToaster } from './lazy-toaster';
