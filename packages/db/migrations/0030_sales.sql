ALTER TABLE "wallet_entries" ADD COLUMN "source_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_source_key_idx" ON "wallet_entries" USING btree ("source_key");--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_source_key_check" CHECK ("wallet_entries"."source_key" is null or char_length("wallet_entries"."source_key") between 1 and 100);