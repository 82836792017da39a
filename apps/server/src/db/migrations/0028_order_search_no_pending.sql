-- The order search's trigram index takes each order as it is written, instead of keeping a pending list
-- (GIN's fastupdate) that every search reads through until a vacuum merges it: on 100,000 orders a
-- pending list of 46 pages made a broad name's count 150 ms instead of 13. What is pending now is merged.
ALTER INDEX "orders_search_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('orders_search_trgm_idx');
