CREATE TABLE "customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"alternate_mobile" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "customers_mobile_check" CHECK ("customers"."mobile" ~ '^[0-9]{10}$'),
	CONSTRAINT "customers_alternate_mobile_check" CHECK ("customers"."alternate_mobile" ~ '^[0-9]{10}$'),
	CONSTRAINT "customers_email_lower_case_check" CHECK ("customers"."email" = lower("customers"."email"))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_random_id" char(8) NOT NULL,
	"affiliate_id" smallint NOT NULL,
	"order_kind" smallint DEFAULT 0 NOT NULL,
	"customer_id" bigint NOT NULL,
	"payment_type" text NOT NULL,
	"payment_method_id" smallint NOT NULL,
	"coupon_code" text,
	"is_billing_address_same" boolean DEFAULT true NOT NULL,
	"confirmed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_random_id_unique" UNIQUE("order_random_id"),
	CONSTRAINT "orders_order_random_id_check" CHECK ("orders"."order_random_id" ~ '^[A-Z0-9]{8}$'),
	CONSTRAINT "orders_affiliate_id_check" CHECK ("orders"."affiliate_id" in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 99)),
	CONSTRAINT "orders_order_kind_check" CHECK ("orders"."order_kind" in (0, 1, 2)),
	CONSTRAINT "orders_payment_type_check" CHECK ("orders"."payment_type" in ('COD', 'ONLINE')),
	CONSTRAINT "orders_payment_method_id_check" CHECK ("orders"."payment_method_id" in (1, 2, 3, 4, 5))
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"alias" text,
	"email_address" text,
	"mobile_number" text NOT NULL,
	"alternate_mobile_number" text,
	"address" text NOT NULL,
	"landmark" text,
	"pincode" char(6) NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"gst_number" text,
	"gst_organization" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_addresses_kind_check" CHECK ("order_addresses"."kind" in ('shipping', 'billing')),
	CONSTRAINT "order_addresses_mobile_number_check" CHECK ("order_addresses"."mobile_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "order_addresses_alternate_mobile_check" CHECK ("order_addresses"."alternate_mobile_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "order_addresses_pincode_check" CHECK ("order_addresses"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"affiliate_id" smallint NOT NULL,
	"item_sku" text NOT NULL,
	"item_name" text NOT NULL,
	"item_dimensions" text DEFAULT '' NOT NULL,
	"item_quantity" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"delivery_charges_paise" integer DEFAULT 0 NOT NULL,
	"docket_quantity" integer DEFAULT 1 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"shipment_not_possible" boolean DEFAULT false NOT NULL,
	"shipment_stop_reason" smallint,
	"orm_order_status" smallint DEFAULT 1 NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promised_date" date,
	"delivered_at" timestamp with time zone,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"assigned_login_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_affiliate_id_check" CHECK ("carts"."affiliate_id" in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 99)),
	CONSTRAINT "carts_orm_order_status_check" CHECK ("carts"."orm_order_status" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 98, 99, 27, 28, 29, 30, 31, 32, 33, 34)),
	CONSTRAINT "carts_shipment_stop_reason_check" CHECK ("carts"."shipment_stop_reason" is null or "carts"."shipment_stop_reason" in (1, 2, 3, 4, 5, 6, 7, 8)),
	CONSTRAINT "carts_item_quantity_check" CHECK ("carts"."item_quantity" > 0),
	CONSTRAINT "carts_price_paise_check" CHECK ("carts"."price_paise" >= 0),
	CONSTRAINT "carts_mrp_paise_check" CHECK ("carts"."mrp_paise" >= "carts"."price_paise"),
	CONSTRAINT "carts_discount_paise_check" CHECK ("carts"."discount_paise" >= 0),
	CONSTRAINT "carts_delivery_charges_paise_check" CHECK ("carts"."delivery_charges_paise" >= 0),
	CONSTRAINT "carts_docket_quantity_check" CHECK ("carts"."docket_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"cart_id" bigint,
	"order_status" smallint,
	"comment" text NOT NULL,
	"by_login_id" integer,
	"by_role" text NOT NULL,
	"by_name" text NOT NULL,
	"disposition" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_comments_order_status_check" CHECK ("order_comments"."order_status" is null or "order_comments"."order_status" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 98, 99, 27, 28, 29, 30, 31, 32, 33, 34))
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"method_id" smallint NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_method_id_check" CHECK ("order_payments"."method_id" in (1, 2, 3, 4, 5)),
	CONSTRAINT "order_payments_amount_paise_check" CHECK ("order_payments"."amount_paise" >= 0),
	CONSTRAINT "order_payments_status_check" CHECK ("order_payments"."status" in ('pending', 'paid', 'failed', 'expired', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "cart_dockets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"docket_number" text NOT NULL,
	"courier_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text,
	"created_by_role" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "invoice_documents_kind_check" CHECK ("invoice_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoice_documents_amount_paise_check" CHECK ("invoice_documents"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_requested_dates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"new_requested_date" date NOT NULL,
	"old_pickup_date" date,
	"updated_by_name" text NOT NULL,
	"updated_by_email" text NOT NULL,
	"is_forward" boolean DEFAULT true NOT NULL,
	"planning_remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"channel" text NOT NULL,
	"message" text NOT NULL,
	"sent_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notifications_channel_check" CHECK ("order_notifications"."channel" in ('sms', 'whatsapp', 'email'))
);
--> statement-breakpoint
CREATE TABLE "cancellation_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_login_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cancellation_requests_status_check" CHECK ("cancellation_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order_id" bigint NOT NULL,
	"cart_id" bigint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" char(6) PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"serviceable" boolean DEFAULT true NOT NULL,
	"oda" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pincodes_pincode_check" CHECK ("pincodes"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "cart_status_counts" (
	"affiliate_id" smallint NOT NULL,
	"orm_order_status" smallint NOT NULL,
	"assigned_login_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "cart_status_counts_affiliate_id_orm_order_status_assigned_login_id_pk" PRIMARY KEY("affiliate_id","orm_order_status","assigned_login_id"),
	CONSTRAINT "cart_status_counts_count_check" CHECK ("cart_status_counts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_assigned_login_id_staff_login_id_fk" FOREIGN KEY ("assigned_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_by_login_id_staff_login_id_fk" FOREIGN KEY ("by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_dockets" ADD CONSTRAINT "cart_dockets_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_requested_dates" ADD CONSTRAINT "cart_requested_dates_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notifications" ADD CONSTRAINT "order_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notifications" ADD CONSTRAINT "order_notifications_sent_by_login_id_staff_login_id_fk" FOREIGN KEY ("sent_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_requested_by_login_id_staff_login_id_fk" FOREIGN KEY ("requested_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_mobile_idx" ON "customers" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "customers_alternate_mobile_idx" ON "customers" USING btree ("alternate_mobile");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_name_prefix_idx" ON "customers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_id_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "order_addresses_order_id_kind_idx" ON "order_addresses" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_addresses_mobile_number_idx" ON "order_addresses" USING btree ("mobile_number");--> statement-breakpoint
CREATE INDEX "carts_order_id_idx" ON "carts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "carts_status_list_idx" ON "carts" USING btree ("orm_order_status","affiliate_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "carts_agent_list_idx" ON "carts" USING btree ("assigned_login_id","orm_order_status","affiliate_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "carts_affiliate_status_list_idx" ON "carts" USING btree ("orm_order_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "carts"."affiliate_id" <> 0;--> statement-breakpoint
CREATE INDEX "carts_affiliate_agent_list_idx" ON "carts" USING btree ("assigned_login_id","orm_order_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "carts"."affiliate_id" <> 0;--> statement-breakpoint
CREATE INDEX "order_comments_order_id_idx" ON "order_comments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_comments_cart_id_idx" ON "order_comments" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_id_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cart_dockets_cart_id_idx" ON "cart_dockets" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_dockets_docket_number_idx" ON "cart_dockets" USING btree ("docket_number");--> statement-breakpoint
CREATE INDEX "invoice_documents_cart_id_idx" ON "invoice_documents" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_requested_dates_cart_id_idx" ON "cart_requested_dates" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "order_notifications_order_id_idx" ON "order_notifications" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "cancellation_requests_cart_id_idx" ON "cancellation_requests" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cancellation_requests_status_idx" ON "cancellation_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_id_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_name_idx" ON "order_events" USING btree ("name","created_at");