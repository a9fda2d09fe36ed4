CREATE TABLE "rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"partner" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_code_unique" UNIQUE("code"),
	CONSTRAINT "rewards_code_check" CHECK ("rewards"."code" ~ '^[A-Z0-9][A-Z0-9_-]{1,31}$')
);
--> statement-breakpoint
CREATE TABLE "unique_reward_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reward_id" bigint NOT NULL,
	"code" text NOT NULL,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unique_reward_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "unique_reward_codes_code_check" CHECK ("unique_reward_codes"."code" ~ '^[A-Z0-9][A-Z0-9_-]{1,31}$')
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"status" text NOT NULL,
	"previous_price_paise" integer,
	"previous_mrp_paise" integer,
	"applied_at" timestamp with time zone,
	"reverted_at" timestamp with time zone,
	"requested_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_changes_status_check" CHECK ("price_changes"."status" in ('scheduled', 'applied', 'reverted')),
	CONSTRAINT "price_changes_price_check" CHECK ("price_changes"."price_paise" > 0 and "price_changes"."mrp_paise" >= "price_changes"."price_paise"),
	CONSTRAINT "price_changes_period_check" CHECK ("price_changes"."ends_at" is null or "price_changes"."ends_at" > "price_changes"."starts_at"),
	CONSTRAINT "price_changes_previous_check" CHECK ("price_changes"."status" = 'scheduled' or ("price_changes"."previous_price_paise" is not null and "price_changes"."previous_mrp_paise" is not null))
);
--> statement-breakpoint
CREATE TABLE "catalogue_sku_hierarchies" (
	"sku_id" integer PRIMARY KEY NOT NULL,
	"master_category" text NOT NULL,
	"product_category" text NOT NULL,
	"product_sub_category" text NOT NULL,
	"new_product_type" text NOT NULL,
	"product_material" text,
	"product_model" text,
	"product_series" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_hierarchy_approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"sheet_row" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"master_category" text NOT NULL,
	"product_category" text NOT NULL,
	"product_sub_category" text NOT NULL,
	"new_product_type" text NOT NULL,
	"product_material" text,
	"product_model" text,
	"product_series" text,
	"approval_status" text NOT NULL,
	"approved_by_login_id" integer,
	"approved_by_name" text,
	"approved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "product_hierarchy_approvals_request_row_unique" UNIQUE("request_id","sheet_row"),
	CONSTRAINT "product_hierarchy_approvals_status_check" CHECK ("product_hierarchy_approvals"."approval_status" in ('PENDING', 'APPROVED'))
);
--> statement-breakpoint
CREATE TABLE "product_hierarchy_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"requested_by_login_id" integer,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unique_reward_codes" ADD CONSTRAINT "unique_reward_codes_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_sku_id_catalogue_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."catalogue_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sku_hierarchies" ADD CONSTRAINT "catalogue_sku_hierarchies_sku_id_catalogue_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."catalogue_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_hierarchy_approvals" ADD CONSTRAINT "product_hierarchy_approvals_request_id_product_hierarchy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."product_hierarchy_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_hierarchy_approvals" ADD CONSTRAINT "product_hierarchy_approvals_sku_id_catalogue_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."catalogue_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unique_reward_codes_reward_idx" ON "unique_reward_codes" USING btree ("reward_id");--> statement-breakpoint
CREATE INDEX "price_changes_due_idx" ON "price_changes" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "price_changes_sku_idx" ON "price_changes" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "product_hierarchy_approvals_pending_idx" ON "product_hierarchy_approvals" USING btree ("approval_status","request_id");