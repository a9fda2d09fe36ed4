CREATE TABLE "retail_stores" (
	"retail_store_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retail_stores_id_check" CHECK ("retail_stores"."retail_store_id" ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "retail_members" (
	"retail_member_pid" serial PRIMARY KEY NOT NULL,
	"login_id" integer NOT NULL,
	"role_type" smallint NOT NULL,
	"retail_store_id" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"create_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retail_members_role_type_check" CHECK ("retail_members"."role_type" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "retail_members" ADD CONSTRAINT "retail_members_login_id_staff_login_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_members" ADD CONSTRAINT "retail_members_retail_store_id_retail_stores_retail_store_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("retail_store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retail_members_one_active_per_login_idx" ON "retail_members" USING btree ("login_id") WHERE "retail_members"."is_active";--> statement-breakpoint
CREATE INDEX "retail_members_store_idx" ON "retail_members" USING btree ("retail_store_id");