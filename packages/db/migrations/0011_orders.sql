ALTER TABLE "orders" ADD COLUMN "affiliate_order_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_affiliate_order_key" ON "orders" USING btree ("affiliate_id","affiliate_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_affiliate_order_id_check" CHECK (char_length("orders"."affiliate_order_id") between 1 and 64);