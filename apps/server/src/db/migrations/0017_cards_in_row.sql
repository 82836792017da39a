-- A product's row is about 2 KB, just past the size at which PostgreSQL moves its widest value out of
-- the row: that was the card (card_json, ~900 bytes, which pglz does not shrink), so every card a
-- listing sent was fetched again from the TOAST table through its index, three more buffers per
-- product (a page of 24 read 109 buffers, 37 with the cards in the row). MAIN keeps a value in the row
-- unless nothing else can make room; the search vector stays too (search ranks every match by it), and
-- the search text, which only feeds the vector, is what moves out instead.
ALTER TABLE "products" ALTER COLUMN "card_json" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
-- Rows keep how they were stored until rewritten: each card is written again (products_card trigger).
UPDATE "products" SET "card_json" = NULL;
