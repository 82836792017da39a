ALTER TABLE "returns" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_credit_note_number_idx" ON "returns" USING btree ("credit_note_number");--> statement-breakpoint
CREATE INDEX "returns_received_at_idx" ON "returns" USING btree ("received_at") WHERE "returns"."credit_note_number" is not null;