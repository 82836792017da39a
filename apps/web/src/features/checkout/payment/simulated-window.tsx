import { createRoot } from 'react-dom/client';
import { simulatedPay } from '../api';
import { simulatedActions, type SimulatedPay } from './simulated-actions';
import { SimulatedPaymentSheet } from './simulated-sheet';
import type { PaymentOutcome, PaymentWindowOptions } from './types';

/**
 * The built-in gateway's payment window: a sheet inside the app, mounted on its own root for as long
 * as it is open (like Razorpay's overlay), resolving with the same outcomes as Razorpay's window.
 */
export function openSimulatedWindow(
  options: PaymentWindowOptions,
  pay: SimulatedPay = simulatedPay,
): Promise<PaymentOutcome> {
  return new Promise<PaymentOutcome>((resolve) => {
    const host = document.createElement('div');
    host.dataset.paymentWindow = 'simulated';
    document.body.appendChild(host);
    const root = createRoot(host);
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const actions = simulatedActions(options.providerOrderId, pay, (outcome) => {
      // Unmount after the click that ended it has finished rendering.
      setTimeout(() => {
        root.unmount();
        host.remove();
        if (returnFocus?.isConnected) returnFocus.focus();
        resolve(outcome);
      }, 0);
    });
    root.render(<SimulatedPaymentSheet options={options} actions={actions} />);
  });
}
