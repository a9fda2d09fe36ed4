CREATE TABLE "distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributor_code" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text NOT NULL,
	"landmark" text NOT NULL,
	"pincode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"billing_address" text NOT NULL,
	"billing_landmark" text NOT NULL,
	"billing_pincode" text NOT NULL,
	"billing_city" text NOT NULL,
	"billing_state" text NOT NULL,
	"is_noc_obtained" boolean DEFAULT false NOT NULL,
	"gst_number" text,
	"gst_organization" text,
	"gst_verified_at" timestamp with time zone,
	"pan" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"referred_by" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"is_cod_enabled" boolean DEFAULT false NOT NULL,
	"credit_limit_paise" bigint DEFAULT 0 NOT NULL,
	"created_by_login_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributors_distributor_code_unique" UNIQUE("distributor_code"),
	CONSTRAINT "distributors_code_check" CHECK ("distributors"."distributor_code" ~ '^[A-Z0-9][A-Z0-9-]{2,19}$'),
	CONSTRAINT "distributors_phone_check" CHECK ("distributors"."phone_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "distributors_pincode_check" CHECK ("distributors"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "distributors_billing_pincode_check" CHECK ("distributors"."billing_pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "distributors_pan_check" CHECK ("distributors"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
	CONSTRAINT "distributors_gst_or_noc_check" CHECK ("distributors"."is_noc_obtained" or "distributors"."gst_number" is not null),
	CONSTRAINT "distributors_referred_by_check" CHECK ("distributors"."referred_by" in ('Distribution', 'Partnership')),
	CONSTRAINT "distributors_credit_limit_check" CHECK ("distributors"."credit_limit_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dealer_credit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"source" text NOT NULL,
	"remark" text NOT NULL,
	"transaction_at" timestamp with time zone NOT NULL,
	"order_random_id" text,
	"upload_id" uuid,
	"created_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_credit_entries_amount_check" CHECK ("dealer_credit_entries"."amount_paise" > 0),
	CONSTRAINT "dealer_credit_entries_type_check" CHECK ("dealer_credit_entries"."transaction_type" in ('Credit', 'Debit')),
	CONSTRAINT "dealer_credit_entries_source_check" CHECK ("dealer_credit_entries"."source" in ('upload', 'manual', 'order', 'reversal')),
	CONSTRAINT "dealer_credit_entries_source_type_check" CHECK (("dealer_credit_entries"."source" = 'order') = ("dealer_credit_entries"."transaction_type" = 'Debit')),
	CONSTRAINT "dealer_credit_entries_order_check" CHECK (("dealer_credit_entries"."source" in ('order', 'reversal')) = ("dealer_credit_entries"."order_random_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "distributor_prices" (
	"item_sku" text PRIMARY KEY NOT NULL,
	"price_paise" bigint NOT NULL,
	"dealer_cx_price_paise" bigint NOT NULL,
	"updated_by_login_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributor_prices_price_check" CHECK ("distributor_prices"."price_paise" > 0),
	CONSTRAINT "distributor_prices_dealer_cx_price_check" CHECK ("distributor_prices"."dealer_cx_price_paise" >= "distributor_prices"."price_paise")
);
--> statement-breakpoint
CREATE TABLE "distributor_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"order_random_id" text NOT NULL,
	"distributor_id" integer NOT NULL,
	"payment_mode" text NOT NULL,
	"total_paise" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"placed_by_login_id" integer,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributor_orders_order_random_id_unique" UNIQUE("order_random_id"),
	CONSTRAINT "distributor_orders_payment_mode_check" CHECK ("distributor_orders"."payment_mode" in ('CREDIT', 'COD')),
	CONSTRAINT "distributor_orders_total_check" CHECK ("distributor_orders"."total_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_created_by_login_id_staff_login_id_fk" FOREIGN KEY ("created_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_credit_entries" ADD CONSTRAINT "dealer_credit_entries_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_credit_entries" ADD CONSTRAINT "dealer_credit_entries_created_by_login_id_staff_login_id_fk" FOREIGN KEY ("created_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_prices" ADD CONSTRAINT "distributor_prices_item_sku_catalogue_skus_sku_fk" FOREIGN KEY ("item_sku") REFERENCES "public"."catalogue_skus"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_prices" ADD CONSTRAINT "distributor_prices_updated_by_login_id_staff_login_id_fk" FOREIGN KEY ("updated_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_orders" ADD CONSTRAINT "distributor_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_orders" ADD CONSTRAINT "distributor_orders_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_orders" ADD CONSTRAINT "distributor_orders_placed_by_login_id_staff_login_id_fk" FOREIGN KEY ("placed_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distributors_name_idx" ON "distributors" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "distributors_active_name_idx" ON "distributors" USING btree ("active",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "distributors_phone_idx" ON "distributors" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "distributors_gst_idx" ON "distributors" USING btree ("gst_number");--> statement-breakpoint
CREATE INDEX "dealer_credit_entries_distributor_idx" ON "dealer_credit_entries" USING btree ("distributor_id","transaction_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_credit_entries_order_debit_idx" ON "dealer_credit_entries" USING btree ("order_random_id") WHERE "dealer_credit_entries"."source" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_credit_entries_order_reversal_idx" ON "dealer_credit_entries" USING btree ("order_random_id") WHERE "dealer_credit_entries"."source" = 'reversal';--> statement-breakpoint
CREATE INDEX "distributor_prices_updated_idx" ON "distributor_prices" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "distributor_orders_distributor_idx" ON "distributor_orders" USING btree ("distributor_id","placed_at");