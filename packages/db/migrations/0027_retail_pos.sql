CREATE TABLE "pos_offer_bins" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"card_type" text NOT NULL,
	"bin_from" integer NOT NULL,
	"bin_to" integer NOT NULL,
	CONSTRAINT "pos_offer_bins_card_type_check" CHECK ("pos_offer_bins"."card_type" in ('CREDIT', 'DEBIT')),
	CONSTRAINT "pos_offer_bins_range_check" CHECK ("pos_offer_bins"."bin_from" between 100000 and 999999 and "pos_offer_bins"."bin_to" between "pos_offer_bins"."bin_from" and 999999)
);
--> statement-breakpoint
CREATE TABLE "pos_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_type" text NOT NULL,
	"coupon_code" text,
	"offer_key" text,
	"bank_code" text,
	"bank_share_percent" integer DEFAULT 0 NOT NULL,
	"card_description" text DEFAULT '' NOT NULL,
	"payment_type" text DEFAULT 'ONLINE' NOT NULL,
	"discount_basis_points" integer NOT NULL,
	"minimum_transaction_paise" bigint DEFAULT 0 NOT NULL,
	"maximum_discount_paise" bigint,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"terms" jsonb NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"retail_store_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_offers_type_check" CHECK ("pos_offers"."offer_type" ~ '^[a-z0-9_]+_offer$'),
	CONSTRAINT "pos_offers_bank_check" CHECK (("pos_offers"."offer_type" = 'bank_offer') = ("pos_offers"."offer_key" is not null and "pos_offers"."bank_code" is not null)),
	CONSTRAINT "pos_offers_discount_check" CHECK ("pos_offers"."discount_basis_points" between 0 and 10000),
	CONSTRAINT "pos_offers_share_check" CHECK ("pos_offers"."bank_share_percent" between 0 and 100),
	CONSTRAINT "pos_offers_minimum_check" CHECK ("pos_offers"."minimum_transaction_paise" >= 0),
	CONSTRAINT "pos_offers_dates_check" CHECK ("pos_offers"."ends_at" > "pos_offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "pos_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"alias" text,
	"email_address" text NOT NULL,
	"mobile_number" text NOT NULL,
	"alternate_mobile_number" text,
	"address" text NOT NULL,
	"landmark" text NOT NULL,
	"pincode" char(6) NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"gst_number" text,
	"gst_organization" text,
	"billing_address" jsonb,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_addresses_mobile_check" CHECK ("pos_addresses"."mobile_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "pos_addresses_alternate_mobile_check" CHECK ("pos_addresses"."alternate_mobile_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "pos_addresses_pincode_check" CHECK ("pos_addresses"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "pos_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"retail_store_id" text NOT NULL,
	"device_number" text NOT NULL,
	"is_default_device" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_devices_number_check" CHECK (char_length("pos_devices"."device_number") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "pos_otp_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile_number" text NOT NULL,
	"retail_store_id" text NOT NULL,
	"requested_by_login_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_otp_challenges_mobile_check" CHECK ("pos_otp_challenges"."mobile_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "pos_otp_challenges_attempts_check" CHECK ("pos_otp_challenges"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pos_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_random_id" char(8) NOT NULL,
	"retail_store_id" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"mobile_number" text NOT NULL,
	"created_by_login_id" integer NOT NULL,
	"placed_by_login_id" integer,
	"coupon_code" text,
	"offer_id" integer,
	"offer_key" text,
	"card_bin" char(6),
	"bank_offer_saving_paise" bigint DEFAULT 0 NOT NULL,
	"shipping_address_id" bigint,
	"wallet_a_paise" bigint DEFAULT 0 NOT NULL,
	"wallet_b_paise" bigint DEFAULT 0 NOT NULL,
	"giftcard_masked" text,
	"giftcard_paise" bigint DEFAULT 0 NOT NULL,
	"payment_type" text,
	"payment_via" text,
	"allowed_payment_mode" smallint,
	"device_number" text,
	"neft_track_id" text,
	"ptr_id" text,
	"is_order_created" boolean DEFAULT false NOT NULL,
	"is_order_cancelled" boolean DEFAULT false NOT NULL,
	"placed_order_id" bigint,
	"final_amount_paise" bigint,
	"cash_received_paise" bigint,
	"placed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_orders_order_random_id_unique" UNIQUE("order_random_id"),
	CONSTRAINT "pos_orders_order_random_id_check" CHECK ("pos_orders"."order_random_id" ~ '^[A-Z0-9]{8}$'),
	CONSTRAINT "pos_orders_mobile_check" CHECK ("pos_orders"."mobile_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "pos_orders_payment_type_check" CHECK ("pos_orders"."payment_type" is null or "pos_orders"."payment_type" in ('COD', 'ONLINE')),
	CONSTRAINT "pos_orders_money_check" CHECK ("pos_orders"."wallet_a_paise" >= 0 and "pos_orders"."wallet_b_paise" >= 0 and "pos_orders"."giftcard_paise" >= 0 and "pos_orders"."bank_offer_saving_paise" >= 0),
	CONSTRAINT "pos_orders_created_check" CHECK (not "pos_orders"."is_order_created" or "pos_orders"."placed_order_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "pos_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pos_order_id" bigint NOT NULL,
	"item_sku" text NOT NULL,
	"item_dimensions" text NOT NULL,
	"item_model" text DEFAULT '' NOT NULL,
	"product" text NOT NULL,
	"item_quantity" integer NOT NULL,
	"item_price_paise" bigint NOT NULL,
	"item_mrp_paise" bigint NOT NULL,
	"delivery_mode" smallint DEFAULT 99 NOT NULL,
	"delivery_charges_paise" bigint DEFAULT 0 NOT NULL,
	"is_instant_invoice" boolean DEFAULT false NOT NULL,
	"batch_number" text DEFAULT '' NOT NULL,
	"extra_specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_lines_quantity_check" CHECK ("pos_lines"."item_quantity" between 1 and 100),
	CONSTRAINT "pos_lines_price_check" CHECK ("pos_lines"."item_price_paise" >= 0 and "pos_lines"."item_mrp_paise" >= "pos_lines"."item_price_paise"),
	CONSTRAINT "pos_lines_delivery_check" CHECK ("pos_lines"."delivery_charges_paise" >= 0),
	CONSTRAINT "pos_lines_delivery_mode_check" CHECK ("pos_lines"."delivery_mode" in (1, 2, 3, 4, 99))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"pot" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"order_id" bigint,
	"refund_id" bigint,
	"valid_until" timestamp with time zone,
	"actor_login_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_pot_check" CHECK ("wallet_entries"."pot" in ('a', 'b')),
	CONSTRAINT "wallet_entries_amount_check" CHECK ("wallet_entries"."amount_paise" <> 0),
	CONSTRAINT "wallet_entries_reason_check" CHECK (char_length("wallet_entries"."reason") between 1 and 500),
	CONSTRAINT "wallet_entries_valid_until_check" CHECK (("wallet_entries"."pot" = 'a' and "wallet_entries"."amount_paise" > 0) = ("wallet_entries"."valid_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "pos_offer_bins" ADD CONSTRAINT "pos_offer_bins_offer_id_pos_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."pos_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_offers" ADD CONSTRAINT "pos_offers_retail_store_id_retail_stores_retail_store_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("retail_store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_addresses" ADD CONSTRAINT "pos_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_devices" ADD CONSTRAINT "pos_devices_retail_store_id_retail_stores_retail_store_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("retail_store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_otp_challenges" ADD CONSTRAINT "pos_otp_challenges_retail_store_id_retail_stores_retail_store_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("retail_store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_otp_challenges" ADD CONSTRAINT "pos_otp_challenges_requested_by_login_id_staff_login_id_fk" FOREIGN KEY ("requested_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_retail_store_id_retail_stores_retail_store_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("retail_store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_created_by_login_id_staff_login_id_fk" FOREIGN KEY ("created_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_placed_by_login_id_staff_login_id_fk" FOREIGN KEY ("placed_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_offer_id_pos_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."pos_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_shipping_address_id_pos_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."pos_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_orders" ADD CONSTRAINT "pos_orders_placed_order_id_orders_id_fk" FOREIGN KEY ("placed_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_lines" ADD CONSTRAINT "pos_lines_pos_order_id_pos_orders_id_fk" FOREIGN KEY ("pos_order_id") REFERENCES "public"."pos_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_actor_login_id_staff_login_id_fk" FOREIGN KEY ("actor_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_offer_bins_offer_idx" ON "pos_offer_bins" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "pos_offer_bins_range_idx" ON "pos_offer_bins" USING btree ("bin_from","bin_to");--> statement-breakpoint
CREATE INDEX "pos_offers_live_idx" ON "pos_offers" USING btree ("is_active","ends_at");--> statement-breakpoint
CREATE INDEX "pos_addresses_customer_idx" ON "pos_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_devices_number_key" ON "pos_devices" USING btree ("retail_store_id","device_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_devices_default_key" ON "pos_devices" USING btree ("retail_store_id") WHERE "pos_devices"."is_default_device" and "pos_devices"."is_active";--> statement-breakpoint
CREATE INDEX "pos_devices_store_idx" ON "pos_devices" USING btree ("retail_store_id");--> statement-breakpoint
CREATE INDEX "pos_otp_challenges_mobile_idx" ON "pos_otp_challenges" USING btree ("mobile_number","retail_store_id","created_at");--> statement-breakpoint
CREATE INDEX "pos_orders_store_created_idx" ON "pos_orders" USING btree ("retail_store_id","created_at");--> statement-breakpoint
CREATE INDEX "pos_orders_mobile_idx" ON "pos_orders" USING btree ("mobile_number","created_at");--> statement-breakpoint
CREATE INDEX "pos_orders_customer_idx" ON "pos_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "pos_orders_ptr_idx" ON "pos_orders" USING btree ("ptr_id");--> statement-breakpoint
CREATE INDEX "pos_orders_created_idx" ON "pos_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pos_orders_placed_order_idx" ON "pos_orders" USING btree ("placed_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_lines_sku_key" ON "pos_lines" USING btree ("pos_order_id","item_sku");--> statement-breakpoint
CREATE INDEX "pos_lines_order_idx" ON "pos_lines" USING btree ("pos_order_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_customer_idx" ON "wallet_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_order_idx" ON "wallet_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_refund_idx" ON "wallet_entries" USING btree ("refund_id");