/**
 * Checkout's pay button by its accessible name: 'Pay ₹5,040.00', the total she pays (issue 35), or
 * 'Pay' while the total is not known yet (the button is disabled then).
 */
export const PAY_BUTTON = /^Pay( ₹[\d,]+\.\d{2})?$/;
