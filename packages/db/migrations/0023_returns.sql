CREATE TABLE "return_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"cart_id" bigint NOT NULL,
	"affiliate_id" smallint NOT NULL,
	"kind" text NOT NULL,
	"request_type" text NOT NULL,
	"reason_id" smallint NOT NULL,
	"sub_reason_id" integer,
	"quantity" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"form_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint NOT NULL,
	"from_status" smallint NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_login_id" integer,
	"cancel_reason" text,
	"approved_at" timestamp with time zone,
	"approved_by_login_id" integer,
	"resolved_at" timestamp with time zone,
	"hold_sub_reason_id" smallint,
	"current_pickup_id" bigint,
	"created_by_login_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_kind_check" CHECK ("return_requests"."kind" in ('return', 'replacement', 'issue')),
	CONSTRAINT "return_requests_request_type_check" CHECK ("return_requests"."request_type" in ('return', 'return-repair', 'replacement', 'issue-accessory', 'packaging', 'missing-item', 'multiple-parts', 'multiple-packages')),
	CONSTRAINT "return_requests_reason_id_check" CHECK ("return_requests"."reason_id" in (1, 2, 3, 4, 5, 6, 7)),
	CONSTRAINT "return_requests_status_check" CHECK ("return_requests"."status" in (24, 25, 26, 98, 99, 27, 28, 29, 30, 31, 32, 33, 34, 23)),
	CONSTRAINT "return_requests_from_status_check" CHECK ("return_requests"."from_status" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 98, 99, 27, 28, 29, 30, 31, 32, 33, 34)),
	CONSTRAINT "return_requests_hold_sub_reason_id_check" CHECK ("return_requests"."hold_sub_reason_id" is null or "return_requests"."hold_sub_reason_id" in (1, 2, 3, 4, 5)),
	CONSTRAINT "return_requests_quantity_check" CHECK ("return_requests"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_request_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"item_type_id" smallint,
	"item_sku" text NOT NULL,
	"item_name" text NOT NULL,
	"part_code" text,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_request_items_item_type_id_check" CHECK ("return_request_items"."item_type_id" is null or "return_request_items"."item_type_id" in (2, 3, 4, 5, 7, 8, 9, 11, 12)),
	CONSTRAINT "return_request_items_quantity_check" CHECK ("return_request_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "replacements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"cart_id" bigint NOT NULL,
	"item_sku" text NOT NULL,
	"item_name" text NOT NULL,
	"item_dimensions" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"dealer_cx_price_paise" integer,
	"new_cart_id" bigint,
	"created_by_login_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "replacements_quantity_check" CHECK ("replacements"."quantity" > 0),
	CONSTRAINT "replacements_dealer_cx_price_paise_check" CHECK ("replacements"."dealer_cx_price_paise" is null or "replacements"."dealer_cx_price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "issued_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"cart_id" bigint NOT NULL,
	"request_id" bigint,
	"item_type" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"parts_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_by_login_id" integer,
	"fulfilled_at" timestamp with time zone,
	"fulfilled_by_login_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_items_item_type_check" CHECK ("issued_items"."item_type" in (4, 5, 8, 9, 11)),
	CONSTRAINT "issued_items_status_check" CHECK ("issued_items"."status" in ('pending', 'fulfilled')),
	CONSTRAINT "issued_items_quantity_check" CHECK ("issued_items"."quantity" > 0),
	CONSTRAINT "issued_items_fulfilled_check" CHECK (("issued_items"."status" = 'fulfilled') = ("issued_items"."fulfilled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"cart_id" bigint NOT NULL,
	"category_id" smallint NOT NULL,
	"platform" text NOT NULL,
	"status" smallint NOT NULL,
	"amount_paise" integer NOT NULL,
	"comments" text,
	"raised_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "refunds_category_id_check" CHECK ("refunds"."category_id" in (1, 2, 3, 4, 5, 6, 7, 8)),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in (1, 5, 2, 3, 4)),
	CONSTRAINT "refunds_platform_check" CHECK ("refunds"."platform" in ('product', 'affiliate')),
	CONSTRAINT "refunds_amount_paise_check" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_cancelled_by_login_id_staff_login_id_fk" FOREIGN KEY ("cancelled_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_approved_by_login_id_staff_login_id_fk" FOREIGN KEY ("approved_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_created_by_login_id_staff_login_id_fk" FOREIGN KEY ("created_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_items" ADD CONSTRAINT "return_request_items_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacements" ADD CONSTRAINT "replacements_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacements" ADD CONSTRAINT "replacements_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacements" ADD CONSTRAINT "replacements_new_cart_id_carts_id_fk" FOREIGN KEY ("new_cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacements" ADD CONSTRAINT "replacements_created_by_login_id_staff_login_id_fk" FOREIGN KEY ("created_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_items" ADD CONSTRAINT "issued_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_items" ADD CONSTRAINT "issued_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_items" ADD CONSTRAINT "issued_items_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_items" ADD CONSTRAINT "issued_items_created_by_login_id_staff_login_id_fk" FOREIGN KEY ("created_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_items" ADD CONSTRAINT "issued_items_fulfilled_by_login_id_staff_login_id_fk" FOREIGN KEY ("fulfilled_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_raised_by_login_id_staff_login_id_fk" FOREIGN KEY ("raised_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_open_cart_idx" ON "return_requests" USING btree ("cart_id") WHERE "return_requests"."is_open";--> statement-breakpoint
CREATE INDEX "return_requests_cart_id_idx" ON "return_requests" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_order_id_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_status_list_idx" ON "return_requests" USING btree ("status","affiliate_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "return_request_items_request_id_idx" ON "return_request_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "replacements_request_id_idx" ON "replacements" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "replacements_cart_id_idx" ON "replacements" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "issued_items_cart_id_idx" ON "issued_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "issued_items_list_idx" ON "issued_items" USING btree ("item_type","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "issued_items_type_list_idx" ON "issued_items" USING btree ("item_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "refunds_list_idx" ON "refunds" USING btree ("category_id","platform","status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_cart_id_idx" ON "refunds" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");