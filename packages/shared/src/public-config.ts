/** Shop facts the server hands the web app (GET /api/common/config). */
export interface PublicConfig {
  storeName: string;
  storeAddress: string;
  storePhone: string;
  storeEmail: string;
  googleReviewUrl: string;
  /** True while the built-in simulated gateway takes payments: checkout says no money is taken. */
  simulatedPayments: boolean;
}
