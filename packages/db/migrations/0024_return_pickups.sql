CREATE TABLE "return_pickups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"cart_id" bigint NOT NULL,
	"state" text NOT NULL,
	"pickup_date" date NOT NULL,
	"courier" text NOT NULL,
	"booking_id" text NOT NULL,
	"docket_number" text,
	"docket_count" smallint DEFAULT 0 NOT NULL,
	"warehouse_id" integer,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"booked_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "return_pickups_state_check" CHECK ("return_pickups"."state" in ('booked', 'docketed', 'picked_up', 'cancelled')),
	CONSTRAINT "return_pickups_docket_count_check" CHECK ("return_pickups"."docket_count" >= 0),
	CONSTRAINT "return_pickups_failed_attempts_check" CHECK ("return_pickups"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_pickup_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_pickup_id" bigint NOT NULL,
	"cart_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"pickup_date" date NOT NULL,
	"docket_number" text,
	"pending_reason_text" text,
	"pickup_attempted_on" timestamp with time zone,
	"attempted_by" text,
	"by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_pickup_events_kind_check" CHECK ("return_pickup_events"."kind" in ('scheduled', 'changed', 'rescheduled', 'docketed', 'redocketed', 'attempted', 'picked_up', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "lost_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"request_id" bigint,
	"lost_date" date NOT NULL,
	"comments" text,
	"marked_by_login_id" integer,
	"new_order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lost_products_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "cod_challan_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cod_sheet_id" bigint NOT NULL,
	"amount_paise" integer NOT NULL,
	"deposited_date" date NOT NULL,
	"attachments" jsonb NOT NULL,
	"uploaded_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_challan_uploads_amount_paise_check" CHECK ("cod_challan_uploads"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "return_pickups" ADD CONSTRAINT "return_pickups_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_pickups" ADD CONSTRAINT "return_pickups_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_pickups" ADD CONSTRAINT "return_pickups_booked_by_login_id_staff_login_id_fk" FOREIGN KEY ("booked_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_pickup_events" ADD CONSTRAINT "return_pickup_events_return_pickup_id_return_pickups_id_fk" FOREIGN KEY ("return_pickup_id") REFERENCES "public"."return_pickups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_pickup_events" ADD CONSTRAINT "return_pickup_events_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_pickup_events" ADD CONSTRAINT "return_pickup_events_by_login_id_staff_login_id_fk" FOREIGN KEY ("by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_products" ADD CONSTRAINT "lost_products_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_products" ADD CONSTRAINT "lost_products_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_products" ADD CONSTRAINT "lost_products_marked_by_login_id_staff_login_id_fk" FOREIGN KEY ("marked_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_products" ADD CONSTRAINT "lost_products_new_order_id_orders_id_fk" FOREIGN KEY ("new_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_challan_uploads" ADD CONSTRAINT "cod_challan_uploads_cod_sheet_id_cod_remittances_id_fk" FOREIGN KEY ("cod_sheet_id") REFERENCES "public"."cod_remittances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_challan_uploads" ADD CONSTRAINT "cod_challan_uploads_uploaded_by_login_id_staff_login_id_fk" FOREIGN KEY ("uploaded_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_pickups_cart_id_idx" ON "return_pickups" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "return_pickups_request_id_idx" ON "return_pickups" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_pickups_one_open_per_cart" ON "return_pickups" USING btree ("cart_id") WHERE "return_pickups"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "return_pickups_docket_number_idx" ON "return_pickups" USING btree ("docket_number");--> statement-breakpoint
CREATE INDEX "return_pickup_events_cart_id_idx" ON "return_pickup_events" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "return_pickup_events_pickup_id_idx" ON "return_pickup_events" USING btree ("return_pickup_id");--> statement-breakpoint
CREATE INDEX "cod_challan_uploads_cod_sheet_id_idx" ON "cod_challan_uploads" USING btree ("cod_sheet_id","created_at");