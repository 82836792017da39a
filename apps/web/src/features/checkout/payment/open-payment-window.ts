import type { OpenPaymentWindow } from './types';

/**
 * Opens the payment window of the provider the server chose. Each implementation is its own chunk,
 * loaded only when a payment starts (Razorpay's script is injected only then, on the checkout page).
 */
export const openPaymentWindow: OpenPaymentWindow = async (options) => {
  if (options.provider === 'razorpay') {
    const { openRazorpayWindow } = await import('./razorpay-window');
    return openRazorpayWindow(options);
  }
  const { openSimulatedWindow } = await import('./simulated-window');
  return openSimulatedWindow(options);
};
