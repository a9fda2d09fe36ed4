CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"email_id" text,
	"customer_segment" smallint NOT NULL,
	"lead_type" smallint NOT NULL,
	"lead_status" text DEFAULT 'NEW' NOT NULL,
	"expected_closure_date" date NOT NULL,
	"comments" text,
	"shipping_city" text,
	"created_by_id" integer,
	"crm_lead_id" text,
	"crm_pushed_status" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_crm_lead_id_unique" UNIQUE("crm_lead_id"),
	CONSTRAINT "leads_mobile_number_check" CHECK ("leads"."mobile_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "leads_lead_type_check" CHECK ("leads"."lead_type" in (1, 2, 3)),
	CONSTRAINT "leads_lead_status_check" CHECK ("leads"."lead_status" in ('NEW', 'QUOTED', 'ACQUIRED', 'LOST')),
	CONSTRAINT "leads_crm_pushed_status_check" CHECK ("leads"."crm_pushed_status" is null or "leads"."crm_pushed_status" in ('NEW', 'QUOTED', 'ACQUIRED', 'LOST')),
	CONSTRAINT "leads_customer_segment_check" CHECK ("leads"."customer_segment" in (1, 2, 3, 4, 5, 6, 7))
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"item_sku" text NOT NULL,
	"item_name" text NOT NULL,
	"item_quantity" integer NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"mrp_paise" bigint NOT NULL,
	"discount_bp" integer NOT NULL,
	"quoted_unit_price_paise" bigint NOT NULL,
	"gross_paise" bigint NOT NULL,
	"discount_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"gst_rate_percent" smallint NOT NULL,
	CONSTRAINT "quotation_lines_quantity_check" CHECK ("quotation_lines"."item_quantity" > 0),
	CONSTRAINT "quotation_lines_discount_check" CHECK ("quotation_lines"."discount_bp" between 0 and 10000),
	CONSTRAINT "quotation_lines_price_check" CHECK ("quotation_lines"."quoted_unit_price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_random_id" char(12) NOT NULL,
	"lead_id" integer NOT NULL,
	"delivery_address" text,
	"delivery_pincode" char(6) NOT NULL,
	"delivery_city" text NOT NULL,
	"delivery_state" text NOT NULL,
	"dispatch_state" text NOT NULL,
	"supply_kind" text NOT NULL,
	"delivery_charges_paise" bigint NOT NULL,
	"gross_paise" bigint NOT NULL,
	"discount_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"grand_total_paise" bigint NOT NULL,
	"validity_days" smallint NOT NULL,
	"valid_until" date NOT NULL,
	"terms" text NOT NULL,
	"order_id" bigint,
	"order_random_id" char(8),
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_quotation_random_id_unique" UNIQUE("quotation_random_id"),
	CONSTRAINT "quotations_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "quotations_random_id_check" CHECK ("quotations"."quotation_random_id" ~ '^QT[A-Z0-9]{10}$'),
	CONSTRAINT "quotations_supply_kind_check" CHECK ("quotations"."supply_kind" in ('intra', 'inter')),
	CONSTRAINT "quotations_grand_total_check" CHECK ("quotations"."grand_total_paise" >= 0),
	CONSTRAINT "quotations_delivery_charges_check" CHECK ("quotations"."delivery_charges_paise" >= 0),
	CONSTRAINT "quotations_validity_days_check" CHECK ("quotations"."validity_days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"quotation_random_id" text,
	"order_random_id" text,
	"by_login_id" integer,
	"by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('created', 'status_changed', 'quotation_generated', 'quotation_modified', 'order_placed', 'pulled_from_crm', 'pushed_to_crm')),
	CONSTRAINT "lead_events_from_status_check" CHECK ("lead_events"."from_status" is null or "lead_events"."from_status" in ('NEW', 'QUOTED', 'ACQUIRED', 'LOST')),
	CONSTRAINT "lead_events_to_status_check" CHECK ("lead_events"."to_status" is null or "lead_events"."to_status" in ('NEW', 'QUOTED', 'ACQUIRED', 'LOST'))
);
--> statement-breakpoint
CREATE TABLE "lead_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"done_count" integer NOT NULL,
	"skipped_count" integer NOT NULL,
	"message" text NOT NULL,
	"by_login_id" integer NOT NULL,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_sync_runs_kind_check" CHECK ("lead_sync_runs"."kind" in ('pull', 'push'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_id_staff_login_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_id_staff_login_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_by_login_id_staff_login_id_fk" FOREIGN KEY ("by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sync_runs" ADD CONSTRAINT "lead_sync_runs_by_login_id_staff_login_id_fk" FOREIGN KEY ("by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_mobile_number_idx" ON "leads" USING btree ("mobile_number");--> statement-breakpoint
CREATE INDEX "leads_email_id_idx" ON "leads" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "leads_one_open_per_mobile_idx" ON "leads" USING btree ("mobile_number") WHERE "leads"."lead_status" in ('NEW', 'QUOTED');--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_lines_sku_idx" ON "quotation_lines" USING btree ("quotation_id","item_sku");--> statement-breakpoint
CREATE INDEX "quotations_lead_idx" ON "quotations" USING btree ("lead_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_sync_runs_created_at_idx" ON "lead_sync_runs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);