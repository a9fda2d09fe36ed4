CREATE TABLE "staff" (
	"login_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text,
	"role" text DEFAULT '' NOT NULL,
	"login_role" text,
	"password_hash" text,
	"is_pod_leader" boolean DEFAULT false NOT NULL,
	"can_create_member" boolean DEFAULT false NOT NULL,
	"is_session_started" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'working' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_status_check" CHECK ("staff"."status" in ('working', 'break')),
	CONSTRAINT "staff_email_lower_case_check" CHECK ("staff"."email" = lower("staff"."email"))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"login_id" integer NOT NULL,
	"sign_in_role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"address" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "login_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"login_id" integer,
	"username" text NOT NULL,
	"role" text NOT NULL,
	"event" text NOT NULL,
	"address" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_records_event_check" CHECK ("login_records"."event" in ('sign-in', 'failure', 'sign-out'))
);
--> statement-breakpoint
CREATE TABLE "staff_status_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"login_id" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "staff_status_periods_status_check" CHECK ("staff_status_periods"."status" in ('working', 'break'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_login_id" integer,
	"actor_role" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_login_id_staff_login_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_records" ADD CONSTRAINT "login_records_login_id_staff_login_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_status_periods" ADD CONSTRAINT "staff_status_periods_login_id_staff_login_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_login_id_idx" ON "sessions" USING btree ("login_id");--> statement-breakpoint
CREATE INDEX "login_records_username_idx" ON "login_records" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_records_address_idx" ON "login_records" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "login_records_login_id_idx" ON "login_records" USING btree ("login_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_status_periods_login_id_started_at_idx" ON "staff_status_periods" USING btree ("login_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_status_periods_one_open_idx" ON "staff_status_periods" USING btree ("login_id") WHERE "staff_status_periods"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_login_id","at");