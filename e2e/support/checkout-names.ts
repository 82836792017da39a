/**
 * Checkout's pay button by its accessible name: 'Pay ₹5,040.00', the total she pays (issue 35), or
 * 'Pay' while the total is not known yet (the button is disabled then).
 */
export const PAY_BUTTON = /^Pay( ₹[\d,]+\.\d{2})?$/;

/** A saved address's radio at checkout: 'Deliver to this address', or 'Delivering to …' once chosen. */
export const DELIVER_HERE = /^Deliver(ing)? to this address$/;
